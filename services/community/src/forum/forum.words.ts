/** The forum's topic groups. */
export const FORUM_TOPICS = ['general', 'single_moms', 'single_dads', 'new_parents'] as const;
export type ForumTopic = (typeof FORUM_TOPICS)[number];

/** A post or reply waits for an admin (pending), then is approved or rejected. */
export const FORUM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ForumStatus = (typeof FORUM_STATUSES)[number];

export const FORUM_FLAG_REASONS = ['spam', 'harassment', 'child_safety', 'other'] as const;
export type ForumFlagReason = (typeof FORUM_FLAG_REASONS)[number];

/** This many members' flags hide an approved post until an admin reviews it again. */
export const FLAGS_TO_HIDE = 3;
