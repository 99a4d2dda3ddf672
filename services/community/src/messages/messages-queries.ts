import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, knownMembers } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { counterpartOf, type MemberPair } from './member-pair';
import { conversationNotFound } from './messages.errors';
import { excerptOf } from './message-words';

export interface ConversationRow {
  id: string;
  counterpartId: string;
  /** Null until identity has told community of the member. */
  counterpartFirstName: string | null;
  lastMessageExcerpt: string | null;
  lastMessageAt: Date | null;
  unreadCount: number;
}

export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string;
  body: string;
  createdAt: Date;
}

export interface MessagePage {
  messages: MessageRow[];
  /** Whether older messages remain before the first one of the page. */
  hasMore: boolean;
}

interface ConversationRecord {
  id: string;
  member_a_id: string;
  member_b_id: string;
  last_message_at: Date | null;
  last_body: string | null;
  unread: number;
}

/** Blocking hides a conversation from the member who blocked; the blocked member still sees it (sending is refused). */
const notHiddenFromViewer = (viewerParam: string) =>
  `NOT EXISTS (SELECT 1 FROM member_blocks block WHERE block.blocker_id = ${viewerParam}
     AND block.blocked_id = CASE WHEN conversation.member_a_id = ${viewerParam}
                                 THEN conversation.member_b_id ELSE conversation.member_a_id END)`;

const UNREAD = `(SELECT count(*)::int FROM messages message
   WHERE message.conversation_id = conversation.id AND message.sender_id <> $1 AND message.removed_at IS NULL
     AND message.created_at > COALESCE(read.last_read_at, '-infinity'))`;

/** What a member reads of their conversations: only their own, never anyone's email or phone. */
@Injectable()
export class MessagesQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The viewer's conversations with at least one message, or started by them, newest activity first. */
  async conversations(viewerId: string): Promise<ConversationRow[]> {
    return this.rows(this.dataSource.manager, viewerId, null);
  }

  async conversation(viewerId: string, conversationId: string): Promise<ConversationRow> {
    if (!isUuid(conversationId)) throw conversationNotFound();
    const [row] = await this.rows(this.dataSource.manager, viewerId, conversationId);
    if (!row) throw conversationNotFound();
    return row;
  }

  async unreadCount(viewerId: string): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ unread: number }>>(
      `SELECT COALESCE(sum(${UNREAD}), 0)::int AS unread FROM conversations conversation
         LEFT JOIN conversation_reads read ON read.conversation_id = conversation.id AND read.member_id = $1
        WHERE (conversation.member_a_id = $1 OR conversation.member_b_id = $1) AND ${notHiddenFromViewer('$1')}`,
      [viewerId],
    );
    return row?.unread ?? 0;
  }

  /** A page of the thread, oldest first; `before` (a message id) pages back from that message. */
  async messages(viewerId: string, conversationId: string, limit: number, before: string | null): Promise<MessagePage> {
    await this.conversation(viewerId, conversationId);
    if (before !== null && !isUuid(before)) throw conversationNotFound();
    const rows = await this.dataSource.query<
      Array<{ id: string; conversation_id: string; sender_id: string; body: string; created_at: Date }>
    >(
      `SELECT id, conversation_id, sender_id, body, created_at FROM messages
        WHERE conversation_id = $1 AND removed_at IS NULL
          AND ($3::uuid IS NULL OR (created_at, id) < (SELECT created_at, id FROM messages WHERE id = $3::uuid
                                                          AND conversation_id = $1))
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      [conversationId, limit + 1, before],
    );
    const page = rows.slice(0, limit).reverse();
    return {
      messages: page.map((row) => ({
        id: row.id,
        conversationId: row.conversation_id,
        senderId: row.sender_id,
        body: row.body,
        createdAt: row.created_at,
      })),
      hasMore: rows.length > limit,
    };
  }

  /** The conversation's pair, when the viewer is one of them; else 'Conversation not found'. */
  async pairFor(manager: EntityManager, viewerId: string, conversationId: string): Promise<MemberPair> {
    if (!isUuid(conversationId)) throw conversationNotFound();
    const [pair] = await manager.query<Array<{ member_a_id: string; member_b_id: string }>>(
      `SELECT member_a_id, member_b_id FROM conversations conversation
        WHERE id = $2 AND (member_a_id = $1 OR member_b_id = $1) AND ${notHiddenFromViewer('$1')}`,
      [viewerId, conversationId],
    );
    if (!pair) throw conversationNotFound();
    return { memberAId: pair.member_a_id, memberBId: pair.member_b_id };
  }

  private async rows(manager: EntityManager, viewerId: string, only: string | null): Promise<ConversationRow[]> {
    const records = await manager.query<ConversationRecord[]>(
      `SELECT conversation.id, conversation.member_a_id, conversation.member_b_id, conversation.last_message_at,
              (SELECT body FROM messages message WHERE message.conversation_id = conversation.id
                  AND message.removed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1) AS last_body,
              ${UNREAD} AS unread
         FROM conversations conversation
         LEFT JOIN conversation_reads read ON read.conversation_id = conversation.id AND read.member_id = $1
        WHERE (conversation.member_a_id = $1 OR conversation.member_b_id = $1) AND ${notHiddenFromViewer('$1')}
          AND ($2::uuid IS NULL OR conversation.id = $2::uuid)
        ORDER BY COALESCE(conversation.last_message_at, conversation.created_at) DESC, conversation.id
        LIMIT 200`,
      [viewerId, only],
    );
    const counterparts = records.map((record) =>
      counterpartOf({ memberAId: record.member_a_id, memberBId: record.member_b_id }, viewerId),
    );
    const known = await knownMembers(manager, counterparts);
    return records.map((record, index) => {
      const counterpartId = counterparts[index];
      return {
        id: record.id,
        counterpartId,
        counterpartFirstName: known.get(counterpartId)?.firstName ?? null,
        lastMessageExcerpt: record.last_body === null ? null : excerptOf(record.last_body),
        lastMessageAt: record.last_message_at,
        unreadCount: record.unread,
      };
    });
  }
}
