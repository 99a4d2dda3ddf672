import { defineJob } from '@village/kit';
import { z } from 'zod';

/**
 * Fetch a published post's likes, shares and comments. `gapSeconds` is how long after the previous refresh (or the
 * publication) this one was due; the next one waits four times as long.
 */
export const RefreshEngagementJob = defineJob(
  'posts.refresh-engagement',
  z.object({ postId: z.uuid(), gapSeconds: z.number().int().positive() }),
);

export const refreshJobKey = (postId: string, dueAt: Date): string => `engagement:${postId}:${dueAt.getTime()}`;
