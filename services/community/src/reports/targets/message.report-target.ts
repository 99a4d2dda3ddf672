import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { MessageEntity } from '../../messages/message.entity';
import { excerptOf, type ReportedThing, type ReportTarget } from '../report-target';
import { ReportTargets } from '../report-targets';
import { REPORT_EXCERPT_LENGTH } from '../report.words';

/**
 * A message the reporter received in one of their conversations (a block does not stop them reporting what was
 * already said to them); removing it hides it from both members for good.
 */
@Injectable()
export class MessageReportTarget implements ReportTarget {
  readonly kind = 'message' as const;

  constructor(targets: ReportTargets) {
    targets.register(this);
  }

  async find(manager: EntityManager, reporterId: string, targetId: string): Promise<ReportedThing | null> {
    const [message] = await manager.query<Array<{ senderId: string; body: string }>>(
      `SELECT message.sender_id AS "senderId", message.body
         FROM messages message JOIN conversations conversation ON conversation.id = message.conversation_id
        WHERE message.id = $2 AND message.removed_at IS NULL AND message.sender_id <> $1
          AND $1 IN (conversation.member_a_id, conversation.member_b_id)`,
      [reporterId, targetId],
    );
    return message
      ? { subjectMemberId: message.senderId, excerpt: excerptOf(message.body, REPORT_EXCERPT_LENGTH) }
      : null;
  }

  async excerpt(manager: EntityManager, targetId: string): Promise<string | null> {
    const message = await manager.getRepository(MessageEntity).findOneBy({ id: targetId });
    return message ? excerptOf(message.body, REPORT_EXCERPT_LENGTH) : null;
  }

  async remove(manager: EntityManager, targetId: string, removal: { at: Date }): Promise<void> {
    await manager.getRepository(MessageEntity).update({ id: targetId, removedAt: IsNull() }, { removedAt: removal.at });
  }
}
