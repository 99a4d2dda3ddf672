import { FORUM_FLAG_REASONS } from '../forum/forum.words';

/** What a member may report. */
export const REPORT_TARGET_TYPES = ['post', 'reply', 'member', 'service', 'event', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** The same four reasons as a forum flag. */
export const REPORT_REASONS = FORUM_FLAG_REASONS;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What an admin decides; remove_content only for content a target kind can remove. */
export const REPORT_OUTCOMES = ['dismiss', 'remove_content', 'warn', 'suspend'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const REPORT_DETAILS_MAX = 1000;
export const REPORT_NOTE_MAX = 1000;

/** How long an excerpt of reported content is in the admins' queue. */
export const REPORT_EXCERPT_LENGTH = 160;
