import type { OutboxWriter } from '@village/kit';
import { create, MemberBlockedEvent, MemberBlockedSchema, timestampFromDate } from '@village/proto';
import type { EntityManager } from 'typeorm';
import { MemberBlockEntity } from './member-block.entity';

export interface MemberBlock {
  blockerId: string;
  blockedId: string;
  blockedAt: Date;
}

/**
 * Records a block and publishes `MemberBlocked` in the caller's transaction, so every service stops showing the two
 * members to each other. A block that already exists changes nothing and publishes nothing (answers false).
 */
export async function recordMemberBlock(
  manager: EntityManager,
  outbox: OutboxWriter,
  { blockerId, blockedId, blockedAt }: MemberBlock,
): Promise<boolean> {
  const inserted = await manager
    .createQueryBuilder()
    .insert()
    .into(MemberBlockEntity)
    .values({ blockerId, blockedId, blockedAt })
    .orIgnore()
    .returning('blocker_id')
    .execute();
  if ((inserted.raw as unknown[]).length === 0) return false;
  await outbox.add(
    manager,
    MemberBlockedEvent,
    create(MemberBlockedSchema, { blockerId, blockedId, blockedAt: timestampFromDate(blockedAt) }),
    { key: blockerId },
  );
  return true;
}
