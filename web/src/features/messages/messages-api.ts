import { fetchJson } from '../../api/api-request';

export const CONVERSATIONS_URL = '/api/conversations';
export const MESSAGE_STREAM_URL = '/api/messages/stream';
export const UNREAD_COUNT_URL = '/api/messages/unread-count';

/** The most characters a message may have once trimmed. */
export const MAX_MESSAGE_LENGTH = 2000;

/** A conversation as /api/conversations returns it: the other member's name only, never their email or phone. */
export interface Conversation {
  id: string;
  counterpart: { memberId: string; firstName: string | null; lastInitial: string | null };
  lastMessageExcerpt: string | null;
  lastMessageAt: string | null;
  unreadCount: number;
}

export interface DirectMessage {
  id: string;
  conversationId: string;
  isMine: boolean;
  body: string;
  createdAt: string;
}

export interface MessagePage {
  messages: DirectMessage[];
  hasMore: boolean;
}

/** What the live stream says of a new message: which one, in which conversation. */
export interface MessageEvent {
  conversationId: string;
  messageId: string;
  mine: boolean;
}

const conversationUrl = (id: string) => `${CONVERSATIONS_URL}/${encodeURIComponent(id)}`;

export const getConversations = (signal?: AbortSignal): Promise<Conversation[]> =>
  fetchJson<{ conversations: Conversation[] }>(CONVERSATIONS_URL, { signal }).then((answer) => answer.conversations);

export const startConversation = (memberId: string): Promise<Conversation> =>
  fetchJson<Conversation>(CONVERSATIONS_URL, { method: 'POST', json: { memberId } });

export const getMessages = (conversationId: string, signal?: AbortSignal): Promise<MessagePage> =>
  fetchJson<MessagePage>(`${conversationUrl(conversationId)}/messages`, { signal });

export const sendMessage = (conversationId: string, body: string): Promise<DirectMessage> =>
  fetchJson<DirectMessage>(`${conversationUrl(conversationId)}/messages`, { method: 'POST', json: { body } });

/** Tells the page's unread counters that the member has read a conversation. */
export const readMarks = new EventTarget();

export const markConversationRead = async (conversationId: string): Promise<Conversation> => {
  const conversation = await fetchJson<Conversation>(`${conversationUrl(conversationId)}/read`, {
    method: 'POST',
    json: {},
  });
  readMarks.dispatchEvent(new Event('read'));
  return conversation;
};

export const getUnreadCount = (signal?: AbortSignal): Promise<number> =>
  fetchJson<{ unreadCount: number }>(UNREAD_COUNT_URL, { signal }).then((answer) => answer.unreadCount);

export const counterpartName = (conversation: Pick<Conversation, 'counterpart'>): string => {
  const { firstName, lastInitial } = conversation.counterpart;
  if (!firstName) return 'A member';
  return lastInitial ? `${firstName} ${lastInitial}.` : firstName;
};
