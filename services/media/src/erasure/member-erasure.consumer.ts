import { deleteMemberRows, forgetMemberInKitTables, onMemberErased } from '@village/kit';
import type { EntityManager } from 'typeorm';

/** The member's meetings (with everyone's invitations and call records) and their part in others' meetings. */
const DELETED = [
  ['profile_photos', 'user_id'],
  ['meeting_invitations', 'invitee_id'],
  ['meeting_invitations', 'inviter_id'],
  ['call_admissions', 'user_id'],
  ['call_removals', 'user_id'],
  ['call_removals', 'removed_by'],
] as const;

const MEETING_CHILDREN = ['meeting_invitations', 'call_admissions', 'call_removals'] as const;

/**
 * Media forgets a member who erased their account (ADR 032). Their objects (profile photo, service photos,
 * identity documents, uploads not yet attached) are due for deletion at once: the sweep of objects past
 * `delete_after` (every minute) removes their files from the buckets, then their rows. A replay changes nothing.
 */
export async function eraseMemberFromMedia(manager: EntityManager, userId: string, erasedAt: Date): Promise<void> {
  await forgetMemberInKitTables(manager, userId);
  await manager.query(
    `UPDATE objects SET delete_after = $2
      WHERE (owner_id = $1 OR id IN (SELECT media_object_id FROM profile_photos WHERE user_id = $1))
        AND (delete_after IS NULL OR delete_after > $2)`,
    [userId, erasedAt],
  );
  for (const table of MEETING_CHILDREN) {
    await manager.query(
      `DELETE FROM "${table}" WHERE meeting_id IN (SELECT id FROM video_meetings WHERE host_id = $1)`,
      [userId],
    );
  }
  await manager.query('DELETE FROM video_meetings WHERE host_id = $1', [userId]);
  await deleteMemberRows(manager, userId, DELETED);
}

export const mediaMemberErasureConsumer = onMemberErased(({ userId, erasedAt }, manager) =>
  eraseMemberFromMedia(manager, userId, erasedAt),
);
