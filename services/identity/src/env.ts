import { baseServiceEnvSchema, mailEnvShape, SERVICE_ENV } from '@village/kit';
import { z } from 'zod';

const mfaKey = z
  .string()
  .trim()
  .refine((value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, {
    message: 'must be 32 random bytes, base64 (openssl rand -base64 32)',
  });

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
  /** Sign-in links and password resets one email address may request within the window (more are not sent). */
  ACCOUNT_LINK_REQUESTS_PER_EMAIL: z.coerce.number().int().min(1).max(100).default(3),
  ACCOUNT_LINK_REQUEST_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(12).optional(),
  /** Seals MFA secrets (AES-256-GCM): 32 random bytes, base64 (`openssl rand -base64 32`). */
  MFA_ENCRYPTION_KEY: mfaKey,
  /** Keys MFA_ENCRYPTION_KEY replaced, comma-separated: secrets they sealed still open, and are resealed on use. */
  MFA_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .optional()
    .transform((value, context) => {
      const keys = (value ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);
      for (const key of keys) {
        if (!mfaKey.safeParse(key).success) {
          context.addIssue({ code: 'custom', message: 'each key must be 32 bytes, base64' });
          return z.NEVER;
        }
      }
      return keys;
    }),
  /**
   * Shared with the gateway, which signs the claims of a Google or Facebook sign-in with it (32 random bytes,
   * base64). Without it, /sessions/external refuses every call.
   */
  EXTERNAL_SIGN_IN_KEY: z.preprocess((value) => (value === '' ? undefined : value), mfaKey.optional()),
  /**
   * Keys the hash (HMAC-SHA256) pre-emptive blocks keep instead of an email address: 32 random bytes, base64
   * (`openssl rand -base64 32`). Changing it orphans every pre-emptive block made before.
   */
  PRE_EMPTIVE_BLOCK_KEY: mfaKey,
  /** Confirmation emails a member may ask for again within an hour before 429. */
  EMAIL_CONFIRMATION_RESENDS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
  /** The web app's public address (https://village.example): the links in emails are built from it. */
  APP_URL: z.url({ protocol: /^https?$/ }),
  /** Google Calendar (OAuth client of Google Cloud): all three set, or Google Calendar is not offered. */
  GOOGLE_CALENDAR_CLIENT_ID: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  GOOGLE_CALENDAR_CLIENT_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** Seals the member's Google tokens (AES-256-GCM): 32 random bytes, base64. */
  GOOGLE_CALENDAR_TOKEN_KEY: z.preprocess((value) => (value === '' ? undefined : value), mfaKey.optional()),
  /** Google's endpoints; tests point them at a local stand-in. */
  GOOGLE_CALENDAR_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_CALENDAR_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CALENDAR_API_URL: z.url().default('https://www.googleapis.com/calendar/v3'),
  ...mailEnvShape,
});

export type IdentityEnv = z.infer<typeof identityEnvSchema>;
/** Injects identity's environment (the kit provides every service's as `SERVICE_ENV`). */
export const IDENTITY_ENV = SERVICE_ENV;
