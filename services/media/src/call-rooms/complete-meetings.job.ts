import { defineJob } from '@village/kit';
import { z } from 'zod';

/** Completes active meetings an hour past their scheduled end with nobody in the call (scheduled in media.service.ts). */
export const CompleteMeetingsJob = defineJob('complete-video-meetings', z.object({}));

export type CompleteMeetings = z.infer<typeof CompleteMeetingsJob.data>;
