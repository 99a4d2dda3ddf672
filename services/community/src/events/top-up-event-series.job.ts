import { defineJob } from '@village/kit';
import { z } from 'zod';

/** Tops every open-ended recurring event series up to its future dates (run daily; see `community.service.ts`). */
export const TopUpEventSeriesJob = defineJob('top-up-event-series', z.object({}));

export type TopUpEventSeries = z.infer<typeof TopUpEventSeriesJob.data>;
