import { baseServiceEnvSchema, mailEnvShape } from '@village/kit';
import { z } from 'zod';
import { checkPaymentsEnv, paymentsEnvShape } from './payments/payments.env';

/** bookings needs what every service needs, and its own variables (payments: `src/payments/payments.env.ts`). */
export const bookingsEnvSchema = baseServiceEnvSchema
  .extend(paymentsEnvShape)
  .extend({
    /** The web app's public address: links in booking emails are absolute (ADR 013). */
    APP_URL: z.url({ protocol: /^https?$/ }),
    ...mailEnvShape,
    /** How long an urgent cover request waits for the circle before nearby verified hosts are asked (may be a fraction). */
    COVER_CIRCLE_WAIT_MINUTES: z.coerce.number().positive().default(30),
  })
  .superRefine(checkPaymentsEnv);

export type BookingsEnv = z.infer<typeof bookingsEnvSchema>;
