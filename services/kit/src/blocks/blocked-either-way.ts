import type { EntityManager } from 'typeorm';

/**
 * SQL condition over the service's `member_blocks`: no block either way between the member in the parameter
 * `viewerParam` (e.g. `$1`) and the member in `otherColumn` (e.g. `service.host_id`).
 */
export const notBlockedEitherWaySql = (otherColumn: string, viewerParam: string): string =>
  `NOT EXISTS (SELECT 1 FROM member_blocks block WHERE block.blocker_id = ${viewerParam} AND block.blocked_id = ${otherColumn})
   AND NOT EXISTS (SELECT 1 FROM member_blocks block WHERE block.blocker_id = ${otherColumn} AND block.blocked_id = ${viewerParam})`;

/** Whether either member blocked the other. */
export async function blockedEitherWay(manager: EntityManager, memberId: string, otherId: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `SELECT 1 FROM member_blocks
      WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`,
    [memberId, otherId],
  );
  return rows.length > 0;
}
