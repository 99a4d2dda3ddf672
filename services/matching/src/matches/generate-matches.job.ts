import { defineJob } from '@village/kit';
import { z } from 'zod';

/** Scores a member's candidates and keeps their best matches (one match run). */
export const GenerateMatchesJob = defineJob('generate-matches', z.object({ runId: z.uuid() }));

export type GenerateMatches = z.infer<typeof GenerateMatchesJob.data>;
