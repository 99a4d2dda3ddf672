/** The longest message a member may send, in characters once trimmed. */
export const MAX_MESSAGE_LENGTH = 2000;

/** How many characters of the last message a conversation list shows. */
export const EXCERPT_LENGTH = 120;

/** Messages in one page of a thread unless the caller asks for fewer. */
export const DEFAULT_PAGE_SIZE = 50;

/** The most messages in one page of a thread. */
export const MAX_PAGE_SIZE = 100;

/** Postgres NOTIFY channel: the payload is a JSON `MessageNotice`, sent at commit of each new message. */
export const MESSAGES_CHANNEL = 'community_messages';

/** What the stream tells the two members of a conversation about a new message. */
export interface MessageNotice {
  conversationId: string;
  messageId: string;
  senderId: string;
  recipientId: string;
}

export const excerptOf = (body: string): string =>
  body.length <= EXCERPT_LENGTH ? body : `${body.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
