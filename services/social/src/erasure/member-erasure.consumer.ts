import { deleteMemberRows, forgetMemberInKitTables, onMemberErased } from '@village/kit';
import type { EntityManager } from 'typeorm';

/** The member's connected accounts (and their tokens), pending connections and their services' copies. */
const DELETED = [
  ['social_accounts', 'member_id'],
  ['social_account_connections', 'member_id'],
  ['promotable_services', 'host_id'],
] as const;

/**
 * Social forgets a member who erased their account (ADR 032): their posts go with what the sandbox published of
 * them (on a real platform a published post is the member's own, on their own account). A replay changes nothing.
 */
export async function eraseMemberFromSocial(manager: EntityManager, userId: string): Promise<void> {
  await forgetMemberInKitTables(manager, userId);
  await manager.query(
    'DELETE FROM sandbox_publications WHERE post_id IN (SELECT id FROM social_posts WHERE author_id = $1)',
    [userId],
  );
  await deleteMemberRows(manager, userId, [['social_posts', 'author_id'], ...DELETED]);
}

export const socialMemberErasureConsumer = onMemberErased(({ userId }, manager) =>
  eraseMemberFromSocial(manager, userId),
);
