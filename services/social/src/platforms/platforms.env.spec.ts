import { z } from 'zod';
import { configuredPlatforms } from './platforms';
import { checkPlatformsEnv, platformsEnvShape } from './platforms.env';

const schema = z.object(platformsEnvShape).superRefine(checkPlatformsEnv);
const problems = (env: Record<string, string>) => {
  const parsed = schema.safeParse(env);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};
const KEY = Buffer.alloc(32, 7).toString('base64');

it('runs with no platform (all sandbox) when nothing is set, or set empty as compose passes it', () => {
  expect(problems({})).toEqual([]);
  expect(problems({ X_CLIENT_ID: '', X_CLIENT_SECRET: '', SOCIAL_TOKEN_KEY: '', FACEBOOK_GRAPH_URL: '' })).toEqual([]);
  expect(configuredPlatforms(schema.parse({ X_CLIENT_ID: '' }))).toEqual({ adapters: [], connectors: [] });
});

it('needs both halves of a platform, and the token key once one is set up', () => {
  expect(problems({ X_CLIENT_ID: 'id' })).toEqual(['X_CLIENT_SECRET is required when X is set up']);
  expect(problems({ LINKEDIN_CLIENT_SECRET: 'secret' })).toEqual([
    'LINKEDIN_CLIENT_ID is required when LinkedIn is set up',
  ]);
  expect(problems({ FACEBOOK_APP_ID: 'id', FACEBOOK_APP_SECRET: 'secret' })).toEqual([
    'SOCIAL_TOKEN_KEY is required when a social platform is set up (it seals members’ platform tokens)',
  ]);
  expect(problems({ X_CLIENT_ID: 'id', X_CLIENT_SECRET: 'secret', SOCIAL_TOKEN_KEY: 'too-short' })).toEqual([
    'SOCIAL_TOKEN_KEY must be 32 random bytes, base64 (openssl rand -base64 32)',
  ]);
});

it('configures exactly the platforms whose credentials are set, against the real APIs by default', () => {
  const env = schema.parse({ X_CLIENT_ID: 'id', X_CLIENT_SECRET: 'secret', SOCIAL_TOKEN_KEY: KEY });
  expect(env).toMatchObject({
    X_API_URL: 'https://api.x.com',
    X_AUTHORIZE_URL: 'https://x.com/i/oauth2/authorize',
    FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v23.0',
    LINKEDIN_OAUTH_URL: 'https://www.linkedin.com/oauth/v2',
  });
  expect(configuredPlatforms(env).adapters.map((adapter) => adapter.platform)).toEqual(['twitter']);
  const all = schema.parse({
    FACEBOOK_APP_ID: 'a',
    FACEBOOK_APP_SECRET: 'b',
    X_CLIENT_ID: 'c',
    X_CLIENT_SECRET: 'd',
    LINKEDIN_CLIENT_ID: 'e',
    LINKEDIN_CLIENT_SECRET: 'f',
    SOCIAL_TOKEN_KEY: KEY,
  });
  expect(configuredPlatforms(all).connectors.map((connector) => connector.platform)).toEqual([
    'facebook',
    'instagram',
    'twitter',
    'linkedin',
  ]);
});
