import type { EntityManager } from 'typeorm';
import { orderedPair } from './member-pair';
import type { MessagePermitReason } from './message-permit.entity';

/**
 * Lets two members message each other from now on. Bookings' consumer grants 'booking'; a mutual match from matching
 * grants 'match' through this same function. Granting again changes nothing.
 */
export async function grantMessagePermit(
  manager: EntityManager,
  one: string,
  other: string,
  reason: MessagePermitReason,
  grantedAt: Date,
): Promise<void> {
  if (one === other) return;
  const pair = orderedPair(one, other);
  await manager.query(
    `INSERT INTO message_permits (member_a_id, member_b_id, reason, granted_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_a_id, member_b_id, reason) DO NOTHING`,
    [pair.memberAId, pair.memberBId, reason, grantedAt],
  );
}

/** Whether the two members hold any permit to message each other. */
export async function hasMessagePermit(manager: EntityManager, one: string, other: string): Promise<boolean> {
  const pair = orderedPair(one, other);
  const rows = await manager.query<unknown[]>(
    'SELECT 1 FROM message_permits WHERE member_a_id = $1 AND member_b_id = $2 LIMIT 1',
    [pair.memberAId, pair.memberBId],
  );
  return rows.length > 0;
}
