import { defineErrors, ErrorKind } from '@village/kit';

export enum MessagesErrorCode {
  MessagingNotAllowed = 'MESSAGING_NOT_ALLOWED',
  ConversationNotFound = 'CONVERSATION_NOT_FOUND',
  MessageInvalid = 'MESSAGE_INVALID',
}

const messagesErrors = defineErrors<MessagesErrorCode>({
  [MessagesErrorCode.MessagingNotAllowed]: ErrorKind.Forbidden,
  [MessagesErrorCode.ConversationNotFound]: ErrorKind.NotFound,
  [MessagesErrorCode.MessageInvalid]: ErrorKind.Invalid,
});

/** No permit between the pair, or a block either way: the same answer, so a block is never revealed. */
export const messagingNotAllowed = () =>
  messagesErrors.error(MessagesErrorCode.MessagingNotAllowed, 'You cannot message this member.');

/** Unknown, or the viewer is not one of its two members. */
export const conversationNotFound = () =>
  messagesErrors.error(MessagesErrorCode.ConversationNotFound, 'Conversation not found');

export const messageInvalid = (message: string) =>
  messagesErrors.error(MessagesErrorCode.MessageInvalid, message, { body: message });
