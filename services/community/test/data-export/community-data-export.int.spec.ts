import { randomUUID } from 'node:crypto';
import { startCommunity, type CommunityTestApp, type TestMember } from '../support/community-test-app';
import { bookedPair, SEND_MESSAGE, START_CONVERSATION } from '../support/conversations';

let community: CommunityTestApp;

beforeAll(async () => {
  community = await startCommunity();
});

afterAll(async () => {
  await community?.close();
});

const EXPORT = '{ myCommunityDataExport }';

type Row = Record<string, unknown>;
interface CommunityPart {
  service: string;
  forumPosts: Row[];
  conversations: Row[];
  messages: Row[];
  reportsMade: Row[];
}

async function exportOf(who: TestMember): Promise<CommunityPart> {
  const answer = await community.graph<{ myCommunityDataExport: string }>(who, EXPORT);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return JSON.parse(answer.data.myCommunityDataExport) as CommunityPart;
}

const post = (author: TestMember, title: string) =>
  community.sql(
    `INSERT INTO forum_posts (id, author_id, topic, title, content, status, created_at)
     VALUES ($1, $2, 'general', $3, 'Content of ' || $3, 'approved', now())`,
    [randomUUID(), author.id, title],
  );

const report = (reporter: TestMember, subject: TestMember, details: string) =>
  community.sql(
    `INSERT INTO reports (id, reporter_id, target_type, target_id, subject_member_id, reason, details, created_at)
     VALUES ($1, $2, 'member', $3, $3, 'other', $4, now())`,
    [randomUUID(), reporter.id, subject.id, details],
  );

describe("community's part of a member's data export", () => {
  it('holds their posts, both sides of their conversations by first name only, and the reports they made', async () => {
    const { host, guest } = await bookedPair(community, 'Hana', 'Gus');
    const started = await community.graph<{ startConversation: { id: string } }>(host, START_CONVERSATION, {
      memberId: guest.id,
    });
    const conversationId = started.data!.startConversation.id;
    await community.graph(host, SEND_MESSAGE, { id: conversationId, body: 'Hello from Hana' });
    // The spec's clock stands still: the reply comes a minute later, as replies do.
    await community.clock.advance(60_000);
    await community.graph(guest, SEND_MESSAGE, { id: conversationId, body: 'Hello back from Gus' });
    await post(host, 'Hana asks about nurseries');
    await post(guest, 'Gus asks about school runs');
    await report(host, guest, 'Hana reported Gus');
    await report(guest, host, 'Gus reported Hana');

    const part = await exportOf(host);

    expect(part.service).toBe('community');
    expect(part.forumPosts.map((row) => row.title)).toEqual(['Hana asks about nurseries']);
    expect(part.conversations).toEqual([expect.objectContaining({ id: conversationId, with_first_name: 'Gus' })]);
    expect(part.messages.map((row) => [row.body, row.sent_by_me, row.sender_first_name])).toEqual([
      ['Hello from Hana', true, 'Hana'],
      ['Hello back from Gus', false, 'Gus'],
    ]);
    expect(part.reportsMade.map((row) => row.details)).toEqual(['Hana reported Gus']);
    const text = JSON.stringify(part);
    expect(text).not.toContain(guest.email);
    expect(text).not.toContain('Gus reported Hana');
    expect(text).not.toContain('Gus asks about school runs');
  });

  it('is empty for a member who has done nothing, and refused to a visitor', async () => {
    const { host } = await bookedPair(community, 'Ida', 'Jon');
    const someoneElse = await community.member();

    const part = await exportOf(someoneElse);
    expect(part.forumPosts).toEqual([]);
    expect(part.messages).toEqual([]);
    expect(JSON.stringify(part)).not.toContain(host.id);

    const visitor = await community.graph(null, EXPORT);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
