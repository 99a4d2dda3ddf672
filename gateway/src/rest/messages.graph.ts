const CONVERSATION = 'id unreadCount lastMessageExcerpt lastMessageAt counterpart { memberId firstName lastInitial }';
const MESSAGE = 'id conversationId isMine body createdAt';

export const MY_CONVERSATIONS_QUERY = `query MyConversations { myConversations { ${CONVERSATION} } }`;
export const UNREAD_MESSAGE_COUNT_QUERY = 'query UnreadMessageCount { unreadMessageCount }';
export const CONVERSATION_MESSAGES_QUERY = `query ConversationMessages($conversationId: ID!, $before: ID, $limit: Int) {
  conversationMessages(conversationId: $conversationId, before: $before, limit: $limit) {
    hasMore messages { ${MESSAGE} }
  }
}`;
export const START_CONVERSATION = `mutation StartConversation($memberId: ID!) {
  startConversation(memberId: $memberId) { ${CONVERSATION} }
}`;
export const SEND_MESSAGE = `mutation SendMessage($conversationId: ID!, $body: String!) {
  sendMessage(conversationId: $conversationId, body: $body) { ${MESSAGE} }
}`;
export const MARK_CONVERSATION_READ = `mutation MarkConversationRead($conversationId: ID!) {
  markConversationRead(conversationId: $conversationId) { ${CONVERSATION} }
}`;

/** A conversation as the graph answers it. */
export interface GraphConversation {
  id: string;
  unreadCount: number;
  lastMessageExcerpt: string | null;
  lastMessageAt: string | null;
  counterpart: { memberId: string; firstName: string | null; lastInitial: string | null };
}

/** A message as the graph answers it. */
export interface GraphDirectMessage {
  id: string;
  conversationId: string;
  isMine: boolean;
  body: string;
  createdAt: string;
}
