import { defineJob } from '@village/kit';
import { z } from 'zod';

/** Deletes uploads nobody claimed within an hour (run on a schedule; see `media.service.ts`). */
export const SweepPendingUploadsJob = defineJob('sweep-pending-uploads', z.object({}));

export type SweepPendingUploads = z.infer<typeof SweepPendingUploadsJob.data>;
