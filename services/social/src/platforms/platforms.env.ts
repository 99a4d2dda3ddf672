import { z } from 'zod';

/** Unset when empty: docker compose passes `${X_CLIENT_ID:-}` through as ''. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const credential = unsetWhenEmpty(z.string().trim().min(1));
const url = (fallback: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).default(fallback));

/**
 * The real platforms, each configured only when its id and secret are set (the others publish to the sandbox).
 * The URLs default to the real APIs; tests point them at the stand-in. SOCIAL_TOKEN_KEY seals members' tokens.
 * The platforms send members back to <APP_URL>/social-media-automation/connect/<platform> (APP_URL: see env.ts).
 */
export const platformsEnvShape = {
  SOCIAL_TOKEN_KEY: unsetWhenEmpty(
    z
      .string()
      .trim()
      .refine((value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, {
        message: 'must be 32 random bytes, base64 (openssl rand -base64 32)',
      }),
  ),
  FACEBOOK_APP_ID: credential,
  FACEBOOK_APP_SECRET: credential,
  FACEBOOK_GRAPH_URL: url('https://graph.facebook.com/v23.0'),
  FACEBOOK_DIALOG_URL: url('https://www.facebook.com/v23.0'),
  X_CLIENT_ID: credential,
  X_CLIENT_SECRET: credential,
  X_API_URL: url('https://api.x.com'),
  X_AUTHORIZE_URL: url('https://x.com/i/oauth2/authorize'),
  LINKEDIN_CLIENT_ID: credential,
  LINKEDIN_CLIENT_SECRET: credential,
  LINKEDIN_API_URL: url('https://api.linkedin.com'),
  LINKEDIN_OAUTH_URL: url('https://www.linkedin.com/oauth/v2'),
};

export type PlatformsEnv = z.infer<z.ZodObject<typeof platformsEnvShape>>;

const CREDENTIALS = [
  ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET', 'Facebook'],
  ['X_CLIENT_ID', 'X_CLIENT_SECRET', 'X'],
  ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET', 'LinkedIn'],
] as const;

/** Whether any platform has its id and secret. */
export const anyPlatformConfigured = (env: PlatformsEnv): boolean =>
  CREDENTIALS.some(([id, secret]) => Boolean(env[id] && env[secret]));

/** Half a platform's credentials is a mistake to stop on; so is a platform without the key to seal its tokens. */
export function checkPlatformsEnv(env: PlatformsEnv, context: z.RefinementCtx): void {
  for (const [id, secret, name] of CREDENTIALS) {
    if (Boolean(env[id]) !== Boolean(env[secret])) {
      context.addIssue({
        code: 'custom',
        path: [env[id] ? secret : id],
        message: `is required when ${name} is set up`,
      });
    }
  }
  if (!anyPlatformConfigured(env)) return;
  if (!env.SOCIAL_TOKEN_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['SOCIAL_TOKEN_KEY'],
      message: 'is required when a social platform is set up (it seals members’ platform tokens)',
    });
  }
}
