import { baseServiceEnvSchema } from '@village/kit';
import type { z } from 'zod';

/** bookings needs only what every service needs so far; its own variables are added here. */
export const bookingsEnvSchema = baseServiceEnvSchema;

export type BookingsEnv = z.infer<typeof bookingsEnvSchema>;
