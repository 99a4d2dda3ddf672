import { randomUUID } from 'node:crypto';
import { TestClock, type EventEnvelope } from '@village/kit';
import { eventually } from '../../../../tests/support/eventually';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/support/mail/test-smtp-server';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import { communityService } from '../../src/community.service';
import type { CommunityEnv } from '../../src/env';

/** Where community's clock starts in a spec: 09:00 on 1 March 2030 in London. */
export const COMMUNITY_TEST_START = new Date('2030-03-01T09:00:00Z');

/** Where links in community's emails point in a spec. */
export const TEST_APP_URL = 'https://village.test';

export interface TestMember {
  id: string;
  token: string;
}

export interface CommunityTestApp extends ServiceTestApp<CommunityEnv> {
  clock: TestClock;
  /** The SMTP server community sends to (its `send-mail` jobs run on `clock.runDue()`). */
  smtp: TestSmtpServer;
  member(): Promise<TestMember>;
  admin(): Promise<TestMember>;
  /** A member as identity published them (MemberContactChanged), straight into the projection; their address. */
  knowMember(member: TestMember, firstName: string, options?: { confirmed?: boolean }): Promise<string>;
  /** `blocker` blocked `blocked`, as identity published it. */
  block(blocker: TestMember, blocked: TestMember): Promise<void>;
  /** Publishes the events and waits until community's consumers have processed each one. */
  processed(...envelopes: EventEnvelope[]): Promise<void>;
  graph<T = Record<string, unknown>>(
    who: TestMember | null,
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
  const account = async (isAdmin: boolean): Promise<TestMember> => {
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
    knowMember: async (member, firstName, { confirmed = true } = {}) => {
      const email = `${firstName.toLowerCase()}.${member.id.slice(0, 8)}@example.org`;
      await community.sql(
        `INSERT INTO member_contacts (user_id, email, first_name, email_confirmed, changed_at)
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (user_id) DO UPDATE SET email = $2, first_name = $3, email_confirmed = $4`,
        [member.id, email, firstName, confirmed],
      );
      return email;
    },
    block: async (blocker, blocked) => {
      await community.sql('INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
        blocker.id,
        blocked.id,
      ]);
    },
    processed: async (...envelopes) => {
      await community.publish(...envelopes);
      for (const envelope of envelopes) {
        await eventually(`event ${envelope.id} to be processed`, async () =>
          (await community.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id])).length
            ? true
            : undefined,
        );
      }
    },
    graph: (who, query, variables = {}) => subgraphQuery(community.app, who?.token ?? null, query, variables),
  };
}
