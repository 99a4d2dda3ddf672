import { defineJob } from '@village/kit';
import { z } from 'zod';

/** Deletes objects whose `deleteAfter` has passed, e.g. decided identity documents (scheduled; see `media.service.ts`). */
export const DeleteExpiredObjectsJob = defineJob('delete-expired-objects', z.object({}));

export type DeleteExpiredObjects = z.infer<typeof DeleteExpiredObjectsJob.data>;
