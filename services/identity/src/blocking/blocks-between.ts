import type { EntityManager } from 'typeorm';
import { MemberBlockEntity } from './member-block.entity';

/**
 * Of the given members, those the viewer blocked or who blocked the viewer: identity's lookups hide them from the
 * viewer (see README, "Blocking").
 */
export async function membersBlockedEitherWay(
  manager: EntityManager,
  viewerId: string,
  memberIds: readonly string[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await manager
    .getRepository(MemberBlockEntity)
    .createQueryBuilder('block')
    .select(['block.blockerId', 'block.blockedId'])
    .where('(block.blockerId = :viewerId AND block.blockedId IN (:...memberIds))', { viewerId, memberIds })
    .orWhere('(block.blockedId = :viewerId AND block.blockerId IN (:...memberIds))', { viewerId, memberIds })
    .getMany();
  return new Set(rows.map((row) => (row.blockerId === viewerId ? row.blockedId : row.blockerId)));
}
