import { z } from 'zod';

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v23.0';

/**
 * Google and Facebook sign-in, each enabled by its client id and secret. `PUBLIC_BASE_URL` is the address members
 * reach Village at: the providers send them back to `<PUBLIC_BASE_URL>/api/auth/<provider>/callback`.
 */
export const socialSignInEnvShape = {
  PUBLIC_BASE_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
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
};

/** A provider half configured is a mistake to stop on; so is a production provider without the public address. */
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
  if (enabled && env.NODE_ENV === 'production' && !env.PUBLIC_BASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_BASE_URL'],
      message: 'is required in production when Google or Facebook sign-in is set up (the providers redirect there)',
    });
  }
}
