import { timestampDate, UserErasedEvent } from '@village/proto';
import type { EntityManager } from 'typeorm';
import { onEvent, type EventConsumer } from '../events/event-consumer';
import { isUuid } from '../ids/uuid';

/**
 * The advisory lock every erasure in one schema takes: two keys (a namespace, the schema), apart from the one-key
 * locks of pg-boss and of the services' own features. `current_schema()` is the service's schema (its search path).
 */
const ERASURE_LOCK_SQL = "hashtext('village.member-erasure'), hashtext(current_schema())";

/**
 * Holds, until the transaction ends, the lock that serialises erasures in the service's schema. Two members linked to
 * each other (a booking, a circle, a match) erased at once would otherwise lock each other's rows in opposite orders,
 * and PostgreSQL would abort one transaction as a deadlock.
 */
export async function lockErasuresInSchema(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(${ERASURE_LOCK_SQL})`);
}

/**
 * Whether any of these members erased their account, for a projection's consumer to skip an event about them that
 * arrived after `UserErased`. Call it before the effect writes anything: it takes the erasure lock shared until the
 * transaction ends, so an erasure under way in the schema commits first (and is seen here), or waits for this
 * transaction to commit and then deletes what it wrote.
 */
export async function isErasedMember(manager: EntityManager, ...userIds: string[]): Promise<boolean> {
  const memberIds = userIds.filter(isUuid);
  if (memberIds.length === 0) return false;
  await manager.query(`SELECT pg_advisory_xact_lock_shared(${ERASURE_LOCK_SQL})`);
  const erased: unknown[] = await manager.query(
    'SELECT 1 FROM erased_members WHERE user_id = ANY($1::uuid[]) LIMIT 1',
    [memberIds],
  );
  return erased.length > 0;
}

/** Who was erased, and when (the event's own time, else when it was published). */
export interface ErasedMember {
  userId: string;
  erasedAt: Date;
}

/**
 * A service's reaction to `UserErased` (ADR 032): the effect runs in the consumer's transaction, only for a
 * well-formed member id, after it took the schema's erasure lock (see `lockErasuresInSchema`) and kept the member's
 * id in `erased_members` (see `isErasedMember`).
 */
export function onMemberErased(
  forget: (erased: ErasedMember, manager: EntityManager) => Promise<void>,
  options: { group?: string } = {},
): EventConsumer<typeof UserErasedEvent.schema> {
  return onEvent(
    UserErasedEvent,
    async (erased, envelope, manager) => {
      if (!isUuid(erased.userId)) return;
      await lockErasuresInSchema(manager);
      const erasedAt = erased.erasedAt ? timestampDate(erased.erasedAt) : envelope.occurredAt;
      await manager.query(
        'INSERT INTO erased_members (user_id, erased_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
        [erased.userId, erasedAt],
      );
      await forget({ userId: erased.userId, erasedAt }, manager);
    },
    options,
  );
}
