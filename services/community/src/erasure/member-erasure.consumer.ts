import { deleteMemberRows, forgetMemberInKitTables, onMemberErased } from '@village/kit';
import type { EntityManager } from 'typeorm';

/**
 * Community's rows that are only about the member. Forum posts and replies are not here: they stay, still under the
 * member's id, which identity now answers with "Former member". Messages the member sent are deleted for both
 * sides; the other member keeps their own half of the conversation (ADR 032).
 */
const DELETED = [
  ['forum_flags', 'flagger_id'],
  ['event_rsvps', 'member_id'],
  ['conversation_reads', 'member_id'],
  ['message_permits', 'member_a_id'],
  ['message_permits', 'member_b_id'],
  ['messages', 'sender_id'],
  ['reports', 'reporter_id'],
  ['contact_queries', 'member_id'],
  ['reportable_services', 'host_id'],
] as const;

/** Community forgets a member who erased their account (ADR 032); a replay finds nothing left to change. */
export async function eraseMemberFromCommunity(manager: EntityManager, userId: string): Promise<void> {
  const { email } = await forgetMemberInKitTables(manager, userId);
  if (email) await manager.query('DELETE FROM contact_queries WHERE lower(email) = lower($1)', [email]);
  // The member's own events go, with everyone's places at them.
  await manager.query(
    'DELETE FROM event_rsvps WHERE event_id IN (SELECT id FROM community_events WHERE organiser_id = $1)',
    [userId],
  );
  await manager.query('DELETE FROM community_events WHERE organiser_id = $1', [userId]);
  await deleteMemberRows(manager, userId, DELETED);
}

export const communityMemberErasureConsumer = onMemberErased(({ userId }, manager) =>
  eraseMemberFromCommunity(manager, userId),
);
