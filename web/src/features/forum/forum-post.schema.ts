import { z } from 'zod';
import { FORUM_TOPICS } from './forum-words';

const TOPIC_LABELS = FORUM_TOPICS.map((topic) => topic.label) as [string, ...string[]];

/** The spec's 'Create Post' rules, word for word. */
export const forumPostFormSchema = z.object({
  topic: z.enum(TOPIC_LABELS, { error: 'Choose a topic' }),
  title: z
    .string()
    .trim()
    .min(5, 'Title must be at least 5 characters')
    .max(200, 'Title must be at most 200 characters'),
  content: z
    .string()
    .trim()
    .min(20, 'Content must be at least 20 characters')
    .max(10000, 'Content must be at most 10000 characters'),
});

export type ForumPostFormValues = z.infer<typeof forumPostFormSchema>;

export const replyFormSchema = z.object({
  content: z.string().trim().min(1, 'Reply must not be empty').max(5000, 'Reply must be at most 5000 characters'),
});

export type ReplyFormValues = z.infer<typeof replyFormSchema>;
