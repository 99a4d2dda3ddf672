import { randomBytes, randomUUID } from 'node:crypto';
import { TestClock } from '@village/kit';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import {
  SocialPlatformsControl,
  startSocialPlatformsStandIn,
  type SocialPlatformsStandIn,
} from '../../../../tests/support/social-platforms';
import type { SocialEnv } from '../../src/env';
import { socialService } from '../../src/social.service';

/** Where social's clock starts in an accounts spec. */
export const ACCOUNTS_TEST_START = new Date('2030-03-01T09:00:00Z');
export const TEST_APP_URL = 'https://village.test';

export interface TestMember {
  id: string;
  token: string;
}

export interface AccountsTestApp extends ServiceTestApp<SocialEnv> {
  clock: TestClock;
  /** The platforms' stand-in (null when the app runs with no platform configured). */
  standIn: SocialPlatformsStandIn | null;
  control: SocialPlatformsControl | null;
  tokenKey: string;
  member(): Promise<TestMember>;
  graph<T = Record<string, unknown>>(
    who: TestMember | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlAnswer<T>>;
}

/**
 * social with Facebook (and Instagram), X and LinkedIn configured against the platform stand-in, or (`platforms:
 * false`) with none configured, as the embedded default runs.
 */
export async function startAccounts({ platforms = true } = {}): Promise<AccountsTestApp> {
  const clock = new TestClock(ACCOUNTS_TEST_START);
  const standIn = platforms ? await startSocialPlatformsStandIn() : null;
  const tokenKey = randomBytes(32).toString('base64');
  let social: ServiceTestApp<SocialEnv>;
  try {
    social = await startServiceForTest(socialService, {
      clock,
      env: {
        APP_URL: TEST_APP_URL,
        ...(standIn && {
          SOCIAL_TOKEN_KEY: tokenKey,
          ...standIn.env.facebook,
          ...standIn.env.x,
          ...standIn.env.linkedin,
        }),
      },
    });
  } catch (error) {
    await standIn?.stop();
    throw error;
  }
  return {
    ...social,
    clock,
    standIn,
    control: standIn && new SocialPlatformsControl(standIn.url),
    tokenKey,
    close: async () => {
      await social.close();
      await standIn?.stop();
    },
    member: async () => {
      const id = randomUUID();
      return { id, token: await social.keys.signAccessToken({ id, email: `${id}@example.org`, isAdmin: false }) };
    },
    graph: (who, query, variables = {}) => subgraphQuery(social.app, who?.token ?? null, query, variables),
  };
}
