import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertAcceptsContactFrom, blockedEitherWay, type Clock, CLOCK, isUuid } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { counterpartOf, orderedPair } from './member-pair';
import { hasMessagePermit } from './message-permits';
import { MAX_MESSAGE_LENGTH, type MessageNotice, MESSAGES_CHANNEL } from './message-words';
import { messageInvalid, messagingNotAllowed } from './messages.errors';
import { type MessageRow, MessagesQueries } from './messages-queries';

/**
 * Starting a conversation, sending in it and marking it read. Two members may talk only with a permit (a confirmed
 * booking or a mutual match) and no block either way; each new message is NOTIFYed at commit for the live stream.
 */
@Injectable()
export class ConversationsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queries: MessagesQueries,
  ) {}

  /** The conversation with `memberId`, created on first use; its id. */
  async start(viewerId: string, memberId: string): Promise<string> {
    if (!isUuid(memberId) || memberId === viewerId) throw messagingNotAllowed();
    return this.dataSource.transaction(async (manager) => {
      await this.checkAllowed(manager, viewerId, memberId);
      const pair = orderedPair(viewerId, memberId);
      await manager.query(
        `INSERT INTO conversations (id, member_a_id, member_b_id, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_a_id, member_b_id) DO NOTHING`,
        [randomUUID(), pair.memberAId, pair.memberBId, this.clock.now()],
      );
      const [conversation] = await manager.query<Array<{ id: string }>>(
        'SELECT id FROM conversations WHERE member_a_id = $1 AND member_b_id = $2',
        [pair.memberAId, pair.memberBId],
      );
      if (!conversation) throw messagingNotAllowed();
      return conversation.id;
    });
  }

  /** Sends a message (trimmed, 1 to 2000 characters); the sender has read their own conversation up to it. */
  async send(viewerId: string, conversationId: string, body: unknown): Promise<MessageRow> {
    const text = checkedBody(body);
    return this.dataSource.transaction(async (manager) => {
      const pair = await this.queries.pairFor(manager, viewerId, conversationId);
      const recipientId = counterpartOf(pair, viewerId);
      await this.checkAllowed(manager, viewerId, recipientId);
      const id = randomUUID();
      const now = this.clock.now();
      await manager.query(
        'INSERT INTO messages (id, conversation_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4, $5)',
        [id, conversationId, viewerId, text, now],
      );
      await manager.query('UPDATE conversations SET last_message_at = $2 WHERE id = $1', [conversationId, now]);
      await this.markReadAt(manager, conversationId, viewerId, now);
      const notice: MessageNotice = { conversationId, messageId: id, senderId: viewerId, recipientId };
      await manager.query('SELECT pg_notify($1, $2)', [MESSAGES_CHANNEL, JSON.stringify(notice)]);
      return { id, conversationId, senderId: viewerId, body: text, createdAt: now };
    });
  }

  /** Everything in the conversation up to now is read by the viewer. */
  async markRead(viewerId: string, conversationId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.queries.pairFor(manager, viewerId, conversationId);
      await this.markReadAt(manager, conversationId, viewerId, this.clock.now());
    });
  }

  private async markReadAt(manager: EntityManager, conversationId: string, memberId: string, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO conversation_reads AS known (conversation_id, member_id, last_read_at) VALUES ($1, $2, $3)
       ON CONFLICT (conversation_id, member_id) DO UPDATE
         SET last_read_at = GREATEST(known.last_read_at, EXCLUDED.last_read_at)`,
      [conversationId, memberId, at],
    );
  }

  private async checkAllowed(manager: EntityManager, viewerId: string, otherId: string): Promise<void> {
    if (!(await hasMessagePermit(manager, viewerId, otherId))) throw messagingNotAllowed();
    if (await blockedEitherWay(manager, viewerId, otherId)) throw messagingNotAllowed();
    await assertAcceptsContactFrom(manager, otherId, viewerId);
  }
}

function checkedBody(body: unknown): string {
  const text = typeof body === 'string' ? body.trim() : '';
  if (text === '') throw messageInvalid('Write a message before sending');
  if (text.length > MAX_MESSAGE_LENGTH)
    throw messageInvalid(`A message can be at most ${MAX_MESSAGE_LENGTH} characters`);
  return text;
}
