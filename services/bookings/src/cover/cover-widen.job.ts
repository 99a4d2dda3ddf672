import { defineJob } from '@village/kit';
import { z } from 'zod';

/** When the circle's time to answer is up: a request still open is offered to nearby verified childcare hosts. */
export const CoverWidenJob = defineJob('cover-circle.widen', z.object({ requestId: z.uuid() }));

export type CoverWiden = z.infer<typeof CoverWidenJob.data>;

export const coverWidenJobKey = (requestId: string): string => `cover-widen:${requestId}`;
