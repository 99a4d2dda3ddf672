import { z } from 'zod';

/**
 * The card provider: `test` (default, offline, no real money) or `stripe` (needs STRIPE_SECRET_KEY).
 * STRIPE_API_BASE points the Stripe client elsewhere (stripe-mock in tests); STRIPE_CONNECT=on pays hosts through
 * destination charges with the commission as the application fee.
 */
export const paymentsEnvShape = {
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_CONNECT: z.enum(['on', 'off']).default('off'),
  /** Where the web app lives: a host comes back here from the provider's onboarding. */
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
};

export type PaymentsEnv = z.infer<z.ZodObject<typeof paymentsEnvShape>>;

/** PAYMENT_PROVIDER=stripe needs its secret key; said at boot, naming the variable. */
export function checkPaymentsEnv(env: PaymentsEnv, context: z.RefinementCtx): void {
  if (env.PAYMENT_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'is required when PAYMENT_PROVIDER=stripe',
    });
  }
  if (env.PAYMENT_PROVIDER === 'stripe' && env.STRIPE_CONNECT === 'on' && !env.APP_URL) {
    context.addIssue({ code: 'custom', path: ['APP_URL'], message: 'is required when STRIPE_CONNECT=on' });
  }
}
