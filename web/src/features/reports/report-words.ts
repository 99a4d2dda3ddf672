import type { ReportOutcome, ReportReason, ReportTargetType } from './reports-api';

export const REPORT_REASONS: ReadonlyArray<{ value: ReportReason; label: string }> = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'child_safety', label: 'Safety concern about a child' },
  { value: 'other', label: 'Other' },
];

export const reasonLabel = (reason: string): string =>
  REPORT_REASONS.find((one) => one.value === reason)?.label ?? 'Other';

export const TARGET_LABELS: Record<ReportTargetType, string> = {
  post: 'Forum post',
  reply: 'Forum reply',
  member: 'Member',
  service: 'Service',
  event: 'Community event',
  message: 'Message',
};

export const OUTCOME_LABELS: Record<ReportOutcome, string> = {
  dismiss: 'Dismiss',
  remove_content: 'Remove content',
  warn: 'Warn member',
  suspend: 'Suspend member',
};

/** The outcomes an admin may choose for a kind: a member has no content to remove. */
export const outcomesFor = (targetType: ReportTargetType): ReportOutcome[] =>
  targetType === 'member' ? ['dismiss', 'warn', 'suspend'] : ['dismiss', 'remove_content', 'warn', 'suspend'];
