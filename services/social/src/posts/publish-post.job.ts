import { defineJob } from '@village/kit';
import { z } from 'zod';

/** Publish one post; `attempt` counts from 1 and keys the job (`publish:<postId>:<attempt>`), one job per try. */
export const PublishPostJob = defineJob(
  'posts.publish',
  z.object({ postId: z.uuid(), attempt: z.number().int().min(1) }),
);

export const publishJobKey = (postId: string, attempt: number): string => `publish:${postId}:${attempt}`;
