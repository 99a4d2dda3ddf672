import type { DataExportSections } from '@village/kit';

/** No password hash, token hash, MFA secret or recovery code; the ID document is listed, never included. */
export const IDENTITY_DATA_EXPORT: DataExportSections = {
  account: `SELECT id, email, full_name, first_name, last_name, city, postcode, country, is_single_parent,
      is_looking_for_coliving, offers_services, email_confirmed, is_verified, is_admin, mfa_enabled, google_calendar_connected, suspended_at,
      created_at, updated_at
    FROM users WHERE id = $1`,
  profile: `SELECT bio, parenting_situation, kids_age_range, skills_interests, languages_spoken, phone_number,
      preferred_contact_methods, updated_at
    FROM enhanced_profiles WHERE user_id = $1`,
  sessions: `SELECT id, family_id, user_agent, client_ip, created_at, expires_at, rotated_at, revoked_at
    FROM refresh_tokens WHERE user_id = $1 ORDER BY created_at`,
  signInMethods: `SELECT provider, linked_at, last_signed_in_at
    FROM external_identities WHERE user_id = $1 ORDER BY linked_at`,
  verification: `SELECT id, document_id, status, submitted_at, decided_at, rejection_reason
    FROM verification_cases WHERE user_id = $1 ORDER BY submitted_at`,
  // Not the blocks pre-emptive entries made, nor whether an entry matched: that would name whose contact it was.
  blockedMembers: `SELECT blocked_id, blocked_at FROM member_blocks
    WHERE blocker_id = $1 AND pre_emptive_block_id IS NULL ORDER BY blocked_at`,
  preEmptiveBlocks: `SELECT id, kind, label, created_at
    FROM pre_emptive_blocks WHERE blocker_id = $1 ORDER BY created_at`,
  vouches: `SELECT id, member_id, voucher_id, status, requested_at, decided_at, revoked_at
    FROM member_vouches WHERE member_id = $1 OR voucher_id = $1 ORDER BY requested_at`,
  dbsChecks: `SELECT id, certificate_last4, issued_on, recorded_at, revoked_at
    FROM dbs_checks WHERE member_id = $1 ORDER BY recorded_at`,
  calendarFeed: `SELECT created_at FROM calendar_feed_links WHERE user_id = $1`,
  googleCalendar: `SELECT connected_at FROM google_calendar_connections WHERE user_id = $1`,
};
