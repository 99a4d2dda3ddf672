import { defineJob } from '@village/kit';
import { z } from 'zod';

/** Cancels pending requests left unpaid for a day, or unanswered until their day has passed (on a schedule). */
export const ExpireRequestsJob = defineJob('expire-requests', z.object({}));

export type ExpireRequests = z.infer<typeof ExpireRequestsJob.data>;
