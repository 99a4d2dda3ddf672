import { defineJob } from '@village/kit';
import { z } from 'zod';

/** Completes confirmed bookings whose day has ended in Europe/London (run on a schedule; see `bookings.service.ts`). */
export const CompleteBookingsJob = defineJob('complete-bookings', z.object({}));

export type CompleteBookings = z.infer<typeof CompleteBookingsJob.data>;
