import { deleteMemberRows, forgetQueuedMailTo, type MemberRows } from '@village/kit';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from '../users/user.entity';

/** The name an erased member's row keeps, and what other services show in their place. */
export const FORMER_MEMBER = 'Former member';

/** An address no one can own (RFC 2606 `.invalid`), unique per row because `users.email` is unique. */
export const erasedEmailOf = (userId: string): string => `erased-${userId}@erased.invalid`;

/** Identity's tables that hold the member's rows (column = the member's id); each row goes. */
const ROWS_OF_THE_MEMBER: readonly MemberRows[] = [
  ['credentials', 'user_id'],
  ['account_links', 'user_id'],
  ['mfa_secrets', 'user_id'],
  ['mfa_recovery_codes', 'user_id'],
  ['mfa_challenges', 'user_id'],
  ['email_confirmation_tokens', 'user_id'],
  ['external_identities', 'user_id'],
  ['verification_cases', 'user_id'],
  ['enhanced_profiles', 'user_id'],
  ['member_blocks', 'blocker_id'],
  ['member_blocks', 'blocked_id'],
  ['pre_emptive_blocks', 'blocker_id'],
  ['member_vouches', 'member_id'],
  ['member_vouches', 'voucher_id'],
  ['dbs_checks', 'member_id'],
  ['calendar_feed_links', 'user_id'],
  ['calendar_bookings', 'host_id'],
  ['calendar_bookings', 'guest_id'],
  ['calendar_meetings', 'host_id'],
  ['calendar_meeting_answers', 'member_id'],
  ['calendar_event_places', 'member_id'],
  ['google_calendar_connections', 'user_id'],
  ['google_calendar_states', 'user_id'],
  ['google_calendar_pushed_events', 'user_id'],
  ['member_contact_settings', 'user_id'],
];

/**
 * Deletes identity's records of a member and anonymises their `users` row, which stays (with its revoked refresh
 * tokens, stripped of device and address) so the gateway keeps refusing the member's sessions until they expire.
 */
export async function anonymiseIdentityRecords(
  manager: EntityManager,
  user: Pick<UserEntity, 'id' | 'email' | 'firstName'>,
  erasedAt: Date,
): Promise<void> {
  await forgetQueuedMailTo(manager, user.email, user.firstName);
  await manager.query('DELETE FROM sign_in_failures WHERE lower(email) = lower($1)', [user.email]);
  await manager.query('DELETE FROM account_link_requests WHERE lower(email) = lower($1)', [user.email]);
  await deleteMemberRows(manager, user.id, ROWS_OF_THE_MEMBER);
  await manager.query('UPDATE refresh_tokens SET user_agent = NULL, client_ip = NULL WHERE user_id = $1', [user.id]);
  await manager.query(
    `UPDATE users SET email = $2, full_name = $3, first_name = $3, last_name = '', city = '', postcode = '',
       country = '', is_single_parent = false, is_looking_for_coliving = false, offers_services = false,
       is_verified = false, email_confirmed = false, is_admin = false, mfa_enabled = false,
       has_pending_signup = false, google_calendar_connected = false, erased_at = $4, updated_at = $4
     WHERE id = $1`,
    [user.id, erasedEmailOf(user.id), FORMER_MEMBER, erasedAt],
  );
}
