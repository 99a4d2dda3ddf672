import type { ForumTopic } from './forum-api';

/** The topic groups, in the order the forum shows them. */
export const FORUM_TOPICS: ReadonlyArray<{ key: ForumTopic; label: string }> = [
  { key: 'single_moms', label: 'Single Moms' },
  { key: 'single_dads', label: 'Single Dads' },
  { key: 'new_parents', label: 'New Parents' },
  { key: 'general', label: 'General' },
];

export const topicLabel = (topic: string): string => FORUM_TOPICS.find((one) => one.key === topic)?.label ?? 'General';

export const postedOn = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
