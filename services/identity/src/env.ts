import { baseServiceEnvSchema, mailEnvShape, SERVICE_ENV } from '@village/kit';
import { z } from 'zod';

export const identityEnvSchema = baseServiceEnvSchema.extend({
  JWT_PRIVATE_KEY: z
    .string()
    .min(1)
    .refine((value) => value.includes('BEGIN PRIVATE KEY'), 'must be a PKCS#8 PEM private key'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  /** How long a sign-in lasts, counted from the sign-in: rotating the refresh token never extends it. */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /** Failed sign-ins one account may have within the window before sign-in is refused with 429. */
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(5),
  SIGN_IN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(12).optional(),
  /** Confirmation emails a member may ask for again within an hour before 429. */
  EMAIL_CONFIRMATION_RESENDS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
  /** The web app's public address (https://village.example): the links in emails are built from it. */
  APP_URL: z.url({ protocol: /^https?$/ }),
  ...mailEnvShape,
});

export type IdentityEnv = z.infer<typeof identityEnvSchema>;
/** Injects identity's environment (the kit provides every service's as `SERVICE_ENV`). */
export const IDENTITY_ENV = SERVICE_ENV;
