import { deleteMemberRows, forgetMemberInKitTables, onMemberErased } from '@village/kit';
import type { EntityManager } from 'typeorm';

/** Everything matching holds about a member: their projection, profile, preferences, runs, matches and offers. */
const DELETED = [
  ['members', 'user_id'],
  ['member_profiles', 'user_id'],
  ['member_availability', 'user_id'],
  ['matching_preferences', 'user_id'],
  ['match_runs', 'requester_id'],
  ['matches', 'member_a_id'],
  ['matches', 'member_b_id'],
  ['member_offers', 'host_id'],
] as const;

/** Matching forgets a member who erased their account (ADR 032); a replay finds nothing left to delete. */
export async function eraseMemberFromMatching(manager: EntityManager, userId: string): Promise<void> {
  await forgetMemberInKitTables(manager, userId);
  await deleteMemberRows(manager, userId, DELETED);
}

export const matchingMemberErasureConsumer = onMemberErased(({ userId }, manager) =>
  eraseMemberFromMatching(manager, userId),
);
