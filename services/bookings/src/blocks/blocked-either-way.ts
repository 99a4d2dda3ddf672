import type { EntityManager } from 'typeorm';

/** Whether either member blocked the other. */
export async function blockedEitherWay(manager: EntityManager, memberId: string, otherId: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `SELECT 1 FROM member_blocks
      WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`,
    [memberId, otherId],
  );
  return rows.length > 0;
}
