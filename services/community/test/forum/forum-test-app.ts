import { randomUUID } from 'node:crypto';
import { TestClock } from '@village/kit';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/support/mail/test-smtp-server';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import { communityService } from '../../src/community.service';
import type { CommunityEnv } from '../../src/env';

export const TEST_APP_URL = 'https://village.test';

export interface TestMember {
  id: string;
  token: string;
}

export interface ForumTestApp extends ServiceTestApp<CommunityEnv> {
  clock: TestClock;
  smtp: TestSmtpServer;
  member(options?: { admin?: boolean }): Promise<TestMember>;
  /** A member as identity published them, straight into `member_contacts`; their address. */
  knowMember(member: TestMember, firstName: string): Promise<string>;
  block(blocker: TestMember, blocked: TestMember): Promise<void>;
  graph<T = Record<string, unknown>>(
    who: TestMember | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlAnswer<T>>;
}

export async function startForum(): Promise<ForumTestApp> {
  const clock = new TestClock(new Date('2030-03-01T09:00:00Z'));
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
  return {
    ...community,
    clock,
    smtp,
    close: async () => {
      await community.close();
      await smtp.close();
    },
    member: async ({ admin = false } = {}) => {
      const id = randomUUID();
      return { id, token: await community.keys.signAccessToken({ id, email: `${id}@example.org`, isAdmin: admin }) };
    },
    knowMember: async (member, firstName) => {
      const email = `${firstName.toLowerCase()}.${member.id.slice(0, 8)}@example.org`;
      await community.sql(
        `INSERT INTO member_contacts (user_id, email, first_name, email_confirmed, changed_at)
         VALUES ($1, $2, $3, true, now())`,
        [member.id, email, firstName],
      );
      return email;
    },
    block: async (blocker, blocked) => {
      await community.sql('INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
        blocker.id,
        blocked.id,
      ]);
    },
    graph: (who, query, variables = {}) => subgraphQuery(community.app, who?.token ?? null, query, variables),
  };
}

export const SUBMIT = `mutation Submit($input: SubmitForumPostInput!) {
  submitForumPost(input: $input) { id authorId topic title content status isModerated approved }
}`;
export const MODERATE = `mutation Moderate($id: ID!, $approved: Boolean!, $reason: String) {
  moderateForumPost(id: $id, approved: $approved, reason: $reason) {
    id status isModerated approved rejectionReason moderatedAt
  }
}`;
export const POSTS = `query Posts($approved: Boolean, $topic: String, $search: String) {
  forumPosts(approved: $approved, topic: $topic, search: $search) { id title topic status authorName flagCount }
}`;
export const POST = `query Post($id: ID!) {
  forumPost(id: $id) { id status replyCount replies { id authorId content status } }
}`;
export const REPLY = `mutation Reply($postId: ID!, $content: String!) {
  replyToForumPost(postId: $postId, content: $content) { id postId content status }
}`;
export const FLAG = `mutation Flag($postId: ID!, $reason: String!) {
  flagForumPost(postId: $postId, reason: $reason) { hidden }
}`;
export const STATS = '{ forumStats { activeDiscussions } }';
