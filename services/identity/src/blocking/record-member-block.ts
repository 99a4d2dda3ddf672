import type { OutboxWriter } from '@village/kit';
import {
  create,
  MemberBlockedEvent,
  MemberBlockedSchema,
  MemberUnblockedEvent,
  MemberUnblockedSchema,
  timestampFromDate,
} from '@village/proto';
import type { EntityManager } from 'typeorm';
import { MemberBlockEntity } from './member-block.entity';

export interface MemberBlock {
  blockerId: string;
  blockedId: string;
  blockedAt: Date;
  /** Made by this pre-emptive entry (ADR 025), not from the member's profile. */
  preEmptiveBlockId?: string;
}

/**
 * Records a block and publishes `MemberBlocked` in the caller's transaction, so every service stops showing the two
 * members to each other. A block that already exists changes nothing and publishes nothing (answers false).
 */
export async function recordMemberBlock(
  manager: EntityManager,
  outbox: OutboxWriter,
  { blockerId, blockedId, blockedAt, preEmptiveBlockId }: MemberBlock,
): Promise<boolean> {
  const inserted = await manager
    .createQueryBuilder()
    .insert()
    .into(MemberBlockEntity)
    .values({ blockerId, blockedId, blockedAt, preEmptiveBlockId: preEmptiveBlockId ?? null })
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

/**
 * Lifts a block and publishes `MemberUnblocked` in the caller's transaction. Lifting a block that does not exist
 * changes nothing and publishes nothing (answers false).
 */
export async function liftMemberBlock(
  manager: EntityManager,
  outbox: OutboxWriter,
  { blockerId, blockedId, liftedAt }: { blockerId: string; blockedId: string; liftedAt: Date },
): Promise<boolean> {
  const removed = await manager
    .createQueryBuilder()
    .delete()
    .from(MemberBlockEntity)
    .where('blocker_id = :blockerId AND blocked_id::text = :blockedId', { blockerId, blockedId })
    .execute();
  if (!removed.affected) return false;
  await outbox.add(
    manager,
    MemberUnblockedEvent,
    create(MemberUnblockedSchema, { blockerId, blockedId, unblockedAt: timestampFromDate(liftedAt) }),
    { key: blockerId },
  );
  return true;
}
