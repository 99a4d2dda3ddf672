import { baseServiceEnvSchema } from '@village/kit';
import type { z } from 'zod';
import { checkPaymentsEnv, paymentsEnvShape } from './payments/payments.env';

/** bookings needs what every service needs, and its own variables (payments: `src/payments/payments.env.ts`). */
export const bookingsEnvSchema = baseServiceEnvSchema.extend(paymentsEnvShape).superRefine(checkPaymentsEnv);

export type BookingsEnv = z.infer<typeof bookingsEnvSchema>;
