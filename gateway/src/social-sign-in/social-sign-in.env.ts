import { z } from 'zod';

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v23.0';

/** Unset when empty: docker compose passes `${GOOGLE_CLIENT_ID:-}` through as ''. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const secret = unsetWhenEmpty(z.string().min(1));

/**
 * Google and Facebook sign-in, each enabled by its client id and secret. `PUBLIC_BASE_URL` is the address members
 * reach Village at: the providers send them back to `<PUBLIC_BASE_URL>/api/auth/<provider>/callback`.
 * `EXTERNAL_SIGN_IN_KEY` (identity has the same) signs the claims the gateway passes to identity.
 */
export const socialSignInEnvShape = {
  PUBLIC_BASE_URL: unsetWhenEmpty(z.url()),
  GOOGLE_CLIENT_ID: secret,
  GOOGLE_CLIENT_SECRET: secret,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: secret,
  FACEBOOK_CLIENT_SECRET: secret,
  EXTERNAL_SIGN_IN_KEY: unsetWhenEmpty(
    z
      .string()
      .trim()
      .refine((value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, {
        message: 'must be 32 random bytes, base64 (openssl rand -base64 32)',
      }),
  ),
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v23.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default(`${FACEBOOK_GRAPH}/oauth/access_token`),
  FACEBOOK_PROFILE_URL: z.url().default(`${FACEBOOK_GRAPH}/me`),
};

type SocialSignInEnv = {
  NODE_ENV: string;
  PUBLIC_BASE_URL?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  FACEBOOK_CLIENT_ID?: string;
  FACEBOOK_CLIENT_SECRET?: string;
  EXTERNAL_SIGN_IN_KEY?: string;
};

/**
 * A provider half configured is a mistake to stop on; so is a provider without the key to sign its claims, or a
 * production provider without the public address.
 */
export function refineSocialSignInEnv(env: SocialSignInEnv, context: z.RefinementCtx): void {
  let enabled = false;
  for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
    const id = env[`${provider}_CLIENT_ID`];
    const secret = env[`${provider}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret)) {
      const missing = id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`;
      context.addIssue({ code: 'custom', path: [missing], message: `is required when ${provider} sign-in is set up` });
    }
    enabled ||= Boolean(id && secret);
  }
  if (enabled && !env.EXTERNAL_SIGN_IN_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['EXTERNAL_SIGN_IN_KEY'],
      message: 'is required when Google or Facebook sign-in is set up (identity refuses unsigned social sign-ins)',
    });
  }
  if (enabled && env.NODE_ENV === 'production' && !env.PUBLIC_BASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_BASE_URL'],
      message: 'is required in production when Google or Facebook sign-in is set up (the providers redirect there)',
    });
  }
}
