import type { DataExportSections } from '@village/kit';

/** Connected accounts without their access and refresh tokens. */
export const SOCIAL_DATA_EXPORT: DataExportSections = {
  posts: `SELECT id, platform, content, hashtags, service_id, scheduled_for, status, published_via, external_url,
      published_at, failure_reason, likes, shares, comments, created_at
    FROM social_posts WHERE author_id = $1 ORDER BY created_at`,
  connectedAccounts: `SELECT platform, external_account_id, account_name, connected_at, expires_at
    FROM social_accounts WHERE member_id = $1 ORDER BY connected_at`,
};
