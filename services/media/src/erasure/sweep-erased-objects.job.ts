import { defineJob } from '@village/kit';
import { z } from 'zod';

/**
 * Every minute, the same deletion as `DeleteExpiredObjectsJob`: an erased member's objects are due at once
 * (ADR 032), so their files leave the buckets within a minute rather than at the nightly run.
 */
export const SweepErasedObjectsJob = defineJob('sweep-erased-objects', z.object({}));
