import { randomUUID } from 'node:crypto';
import { TestClock } from '@village/kit';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/support/mail/test-smtp-server';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import { communityService } from '../../src/community.service';
import type { CommunityEnv } from '../../src/env';

export const COMMUNITY_TEST_START = new Date('2030-03-01T09:00:00Z');
export const TEST_APP_URL = 'https://village.test';

export interface TestAccount {
  id: string;
  token: string;
}

export interface CommunityTestApp extends ServiceTestApp<CommunityEnv> {
  clock: TestClock;
  /** The SMTP server community sends to (its `send-mail` jobs run on `clock.runDue()`). */
  smtp: TestSmtpServer;
  member(): Promise<TestAccount>;
  admin(): Promise<TestAccount>;
  graph<T = Record<string, unknown>>(
    who: TestAccount | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlAnswer<T>>;
}

export async function startCommunity(): Promise<CommunityTestApp> {
  const clock = new TestClock(COMMUNITY_TEST_START);
  const smtp = await startTestSmtpServer();
  let community: ServiceTestApp<CommunityEnv>;
  try {
    community = await startServiceForTest(communityService, {
      clock,
      env: { SMTP_URL: smtp.url, APP_URL: TEST_APP_URL },
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  const account = async (isAdmin: boolean): Promise<TestAccount> => {
    const id = randomUUID();
    return { id, token: await community.keys.signAccessToken({ id, email: `${id}@example.org`, isAdmin }) };
  };
  return {
    ...community,
    clock,
    smtp,
    close: async () => {
      await community.close();
      await smtp.close();
    },
    member: () => account(false),
    admin: () => account(true),
    graph: (who, query, variables = {}) => subgraphQuery(community.app, who?.token ?? null, query, variables),
  };
}
