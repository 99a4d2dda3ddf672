import { randomUUID } from 'node:crypto';
import { AuditLog, createEnvelope } from '@village/kit';
import {
  create,
  fromBinary,
  MemberSuspendedEvent,
  MemberSuspendedSchema,
  ServiceDeletedEvent,
  ServiceDeletedSchema,
  ServiceListedEvent,
  ServiceListedSchema,
  ServiceSnapshotSchema,
  ServiceTakenDownEvent,
  ServiceTakenDownSchema,
} from '@village/proto';
import { eventually } from '../../../../tests/support/eventually';
import { startCommunity, TEST_APP_URL, type CommunityTestApp, type TestMember } from '../support/community-test-app';
import { MODERATE, POST, POSTS, REPLY, SUBMIT } from '../forum/forum-test-app';
import { bookedPair, SEND_MESSAGE, START_CONVERSATION } from '../support/conversations';

let community: CommunityTestApp;
let admin: TestMember;

beforeAll(async () => {
  community = await startCommunity();
  admin = await community.admin();
});

afterAll(async () => {
  await community?.close();
});

const REPORT = `mutation Report($input: ReportInput!) { reportContent(input: $input) { id hidden } }`;
const QUEUE = `{ reports { id targetType targetId subjectMemberId reporterFirstName reason details status outcome
  adminNote excerpt } }`;
const OPEN_COUNT = '{ openReportCount }';
const RESOLVE = `mutation Resolve($id: ID!, $outcome: String!, $note: String) {
  resolveReport(id: $id, outcome: $outcome, note: $note)
}`;
const CREATE_EVENT = `mutation Create($input: CreateCommunityEventInput!) { createCommunityEvent(input: $input) { id } }`;
const EVENT = `query One($id: ID!) { communityEvent(id: $id) { id } }`;

interface QueuedReport {
  id: string;
  targetType: string;
  targetId: string;
  subjectMemberId: string;
  reporterFirstName: string | null;
  reason: string;
  details: string | null;
  status: string;
  outcome: string | null;
  adminNote: string | null;
  excerpt: string | null;
}

/** A member community knows by name and confirmed address. */
async function knownMember(firstName: string): Promise<TestMember & { email: string }> {
  const member = await community.member();
  return { ...member, email: await community.knowMember(member, firstName) };
}

const report = (who: TestMember, targetType: string, targetId: string, reason = 'spam', details?: string) =>
  community.graph<{ reportContent: { id: string; hidden: boolean } }>(who, REPORT, {
    input: { targetType, targetId, reason, details },
  });

const reported = async (who: TestMember, targetType: string, targetId: string, reason = 'spam') => {
  const answer = await report(who, targetType, targetId, reason);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.reportContent.id;
};

const queue = async () => (await community.graph<{ reports: QueuedReport[] }>(admin, QUEUE)).data!.reports;

const resolve = (id: string, outcome: string, note?: string) =>
  community.graph<{ resolveReport: boolean }>(admin, RESOLVE, { id, outcome, note });

async function approvedPost(author: TestMember, title = 'A post members may report'): Promise<string> {
  const submitted = await community.graph<{ submitForumPost: { id: string } }>(author, SUBMIT, {
    input: { title, content: 'Some words about the school run that another member may not like.' },
  });
  const id = submitted.data!.submitForumPost.id;
  expect((await community.graph(admin, MODERATE, { id, approved: true })).errors).toBeUndefined();
  return id;
}

/** A reply published at once (its author already has an approved post). */
async function approvedReply(author: TestMember): Promise<string> {
  const postId = await approvedPost(author, 'Where replies go');
  const answer = await community.graph<{ replyToForumPost: { id: string; status: string } }>(author, REPLY, {
    postId,
    content: 'A reply that another member may report to the admins.',
  });
  expect(answer.data?.replyToForumPost.status).toBe('approved');
  return answer.data!.replyToForumPost.id;
}

async function event(organiser: TestMember): Promise<string> {
  const answer = await community.graph<{ createCommunityEvent: { id: string } }>(organiser, CREATE_EVENT, {
    input: {
      title: 'Playground meet',
      description: 'Swings and a flask of tea',
      eventType: 'social',
      location: 'Victoria Park',
      isVirtual: false,
      startDateTime: '2030-03-10T11:00:00Z',
      endDateTime: '2030-03-10T13:00:00Z',
      maxParticipants: 10,
    },
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createCommunityEvent.id;
}

const mailsTo = async (email: string) => {
  await community.clock.runDue();
  return community.smtp.received.filter((mail) => mail.to.includes(email));
};

describe('reporting', () => {
  it('records a report of a reply, an event and a member with the author or member as its subject', async () => {
    const author = await knownMember('Alice');
    const reporter = await knownMember('Rosa');
    const replyId = await approvedReply(author);
    const eventId = await event(author);

    const replyReport = await reported(reporter, 'reply', replyId, 'harassment');
    const eventReport = await reported(reporter, 'event', eventId, 'child_safety');
    const memberReport = await reported(reporter, 'member', author.id, 'other');

    const queued = await queue();
    expect(queued.find((one) => one.id === replyReport)).toMatchObject({
      targetType: 'reply',
      subjectMemberId: author.id,
      reporterFirstName: 'Rosa',
      reason: 'harassment',
      status: 'open',
      excerpt: 'A reply that another member may report to the admins.',
    });
    expect(queued.find((one) => one.id === eventReport)).toMatchObject({
      targetType: 'event',
      subjectMemberId: author.id,
      excerpt: 'Playground meet: Swings and a flask of tea',
    });
    expect(queued.find((one) => one.id === memberReport)).toMatchObject({
      targetType: 'member',
      subjectMemberId: author.id,
      excerpt: null,
    });
  });

  it('flags a reported post too: the third report hides it', async () => {
    const author = await knownMember('Bea');
    const postId = await approvedPost(author);
    const hidden: boolean[] = [];
    for (const reason of ['spam', 'harassment', 'other']) {
      hidden.push((await report(await community.member(), 'post', postId, reason)).data!.reportContent.hidden);
    }
    expect(hidden).toEqual([false, false, true]);

    expect((await community.sql('SELECT count(*)::int AS n FROM forum_flags WHERE post_id = $1', [postId]))[0]).toEqual(
      {
        n: 3,
      },
    );
    const listed = await community.graph<{ forumPosts: Array<{ id: string }> }>(await community.member(), POSTS, {});
    expect(listed.data?.forumPosts.map((post) => post.id)).not.toContain(postId);
    expect((await queue()).filter((one) => one.targetId === postId)).toHaveLength(3);
  });

  it('keeps details, and refuses details over 1000 characters and an unknown reason', async () => {
    const author = await knownMember('Cleo');
    const reporter = await community.member();
    const answer = await report(reporter, 'member', author.id, 'other', 'x'.repeat(1001));
    expect(answer.errors?.[0]?.message).toBe('Details must be at most 1000 characters');
    expect((await report(reporter, 'member', author.id, 'boring')).errors?.[0]?.message).toBe('Choose a reason');

    const id = await (async () => {
      const ok = await report(reporter, 'member', author.id, 'other', '  They keep messaging my child.  ');
      return ok.data!.reportContent.id;
    })();
    expect((await queue()).find((one) => one.id === id)?.details).toBe('They keep messaging my child.');
  });

  it('answers a second open report of the same thing with a conflict', async () => {
    const author = await knownMember('Dora');
    const reporter = await community.member();
    const replyId = await approvedReply(author);
    await reported(reporter, 'reply', replyId);
    const again = await report(reporter, 'reply', replyId, 'other');
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('You have already reported this; our team is looking into it.');
    expect(await community.sql('SELECT 1 FROM reports WHERE target_id = $1', [replyId])).toHaveLength(1);
  });

  it('refuses reporting oneself or one’s own content', async () => {
    const member = await knownMember('Eve');
    const replyId = await approvedReply(member);
    for (const [kind, id] of [
      ['member', member.id],
      ['reply', replyId],
    ]) {
      const answer = await report(member, kind, id);
      expect(answer.errors?.[0]?.message).toBe('You cannot report yourself or your own content');
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('does not find what the reporter cannot see: across a block, unknown, or still waiting', async () => {
    const author = await knownMember('Fay');
    const blocker = await community.member();
    const replyId = await approvedReply(author);
    const eventId = await event(author);
    await community.block(blocker, author);
    for (const [kind, id] of [
      ['reply', replyId],
      ['event', eventId],
      ['member', author.id],
    ]) {
      expect((await report(blocker, kind, id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const stranger = await community.member();
    expect((await report(stranger, 'member', randomUUID())).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const waiting = await community.graph<{ submitForumPost: { id: string } }>(author, SUBMIT, {
      input: { title: 'Still waiting', content: 'Nobody but the author and admins see this.' },
    });
    expect((await report(stranger, 'post', waiting.data!.submitForumPost.id)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('takes a report of a message only from the member it was sent to', async () => {
    const { host, guest } = await bookedPair(community, 'Mona', 'Nell');
    const conversation = await community.graph<{ startConversation: { id: string } }>(guest, START_CONVERSATION, {
      memberId: host.id,
    });
    const conversationId = conversation.data!.startConversation.id;
    const sent = await community.graph<{ sendMessage: { id: string } }>(guest, SEND_MESSAGE, {
      id: conversationId,
      body: 'Hello, is the garden still free on Saturday?',
    });
    const messageId = sent.data!.sendMessage.id;
    const outsider = await community.member();

    expect((await report(outsider, 'message', messageId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await report(guest, 'message', messageId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const id = await reported(host, 'message', messageId, 'harassment');
    expect((await queue()).find((entry) => entry.id === id)).toMatchObject({
      targetType: 'message',
      subjectMemberId: guest.id,
      excerpt: 'Hello, is the garden still free on Saturday?',
    });

    expect((await resolve(id, 'remove_content')).errors).toBeUndefined();
    const thread = await community.graph<{ conversationMessages: { messages: Array<{ id: string }> } }>(
      guest,
      `query Thread($id: ID!) { conversationMessages(conversationId: $id) { messages { id } } }`,
      { id: conversationId },
    );
    expect(thread.data?.conversationMessages.messages).toEqual([]);
  });
});

/** A service as listings publishes it, processed into community's reportable services. */
async function listedService(host: TestMember, title = 'Saturday playdates'): Promise<string> {
  const serviceId = randomUUID();
  const listed = createEnvelope(
    ServiceListedEvent,
    create(ServiceListedSchema, {
      service: create(ServiceSnapshotSchema, { serviceId, hostId: host.id, title, type: 'playdate', status: 'active' }),
    }),
    { key: serviceId },
  );
  await community.processed(listed);
  return serviceId;
}

describe('reporting a service', () => {
  it('reports a listed service to its host; removing it asks listings to take it down; never one deleted, one’s own, or across a block', async () => {
    const host = await knownMember('Sara');
    const reporter = await community.member();
    const serviceId = await listedService(host);

    const id = await reported(reporter, 'service', serviceId, 'harassment');
    expect((await queue()).find((one) => one.id === id)).toMatchObject({
      targetType: 'service',
      subjectMemberId: host.id,
      excerpt: 'Saturday playdates',
    });
    expect((await report(host, 'service', serviceId)).errors?.[0]?.message).toBe(
      'You cannot report yourself or your own content',
    );
    const blocker = await community.member();
    await community.block(host, blocker);
    expect((await report(blocker, 'service', serviceId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await resolve(id, 'remove_content')).errors).toBeUndefined();
    const takenDown = await community.sql<{ payload: Buffer }>(
      `SELECT id::text, payload FROM community.outbox WHERE type = $1 AND key = $2
       UNION SELECT id::text, payload FROM eventlog.events WHERE type = $1 AND key = $2`,
      [ServiceTakenDownEvent.type, serviceId],
    );
    expect(takenDown.map((row) => fromBinary(ServiceTakenDownSchema, new Uint8Array(row.payload)))).toEqual([
      expect.objectContaining({ serviceId, reportId: id, takenDownBy: admin.id }),
    ]);

    const deleted = createEnvelope(ServiceDeletedEvent, create(ServiceDeletedSchema, { serviceId, hostId: host.id }), {
      key: serviceId,
    });
    await community.publish(deleted);
    await eventually('the deletion to be processed', async () =>
      (await community.sql('SELECT 1 FROM reportable_services WHERE service_id = $1 AND deleted', [serviceId])).length
        ? true
        : undefined,
    );
    expect((await report(await community.member(), 'service', serviceId)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('resolving', () => {
  it('dismisses every open report on the target and tells each reporter kindly', async () => {
    const author = await knownMember('Gina');
    const first = await knownMember('Hana');
    const second = await knownMember('Iris');
    const replyId = await approvedReply(author);
    const id = await reported(first, 'reply', replyId);
    await reported(second, 'reply', replyId, 'harassment');
    const countBefore = (await community.graph<{ openReportCount: number }>(admin, OPEN_COUNT)).data!.openReportCount;

    expect((await resolve(id, 'dismiss', 'Within the guidelines')).data?.resolveReport).toBe(true);

    const closed = (await queue()).filter((one) => one.targetId === replyId);
    expect(closed.map((one) => [one.status, one.outcome, one.adminNote])).toEqual([
      ['resolved', 'dismiss', 'Within the guidelines'],
      ['resolved', 'dismiss', 'Within the guidelines'],
    ]);
    expect((await community.graph<{ openReportCount: number }>(admin, OPEN_COUNT)).data!.openReportCount).toBe(
      countBefore - 2,
    );
    for (const reporter of [first, second]) {
      const [mail] = await mailsTo(reporter.email);
      expect(mail?.subject).toBe('An update on your report');
      expect(mail?.text).toContain('the forum reply you reported');
      expect(mail?.text).toContain('within our community guidelines');
      expect(mail?.text).not.toContain('Gina');
    }
    expect((await mailsTo(author.email)).filter((mail) => mail.subject.includes('reminder'))).toEqual([]);
    expect((await resolve(id, 'warn')).errors?.[0]?.message).toBe('This report is already resolved.');
    const fresh = await report(first, 'reply', replyId);
    expect(fresh.errors).toBeUndefined();
  });

  it('removes a reply and an event for good', async () => {
    const author = await knownMember('Jade');
    const reporter = await knownMember('Kira');
    const replyId = await approvedReply(author);
    const eventId = await event(author);
    const postId = (
      await community.sql<{ post_id: string }>('SELECT post_id FROM forum_replies WHERE id = $1', [replyId])
    )[0].post_id;

    await resolve(await reported(reporter, 'reply', replyId), 'remove_content');
    await resolve(await reported(reporter, 'event', eventId), 'remove_content');

    const post = await community.graph<{ forumPost: { replies: Array<{ id: string }> } }>(reporter, POST, {
      id: postId,
    });
    expect(post.data?.forumPost.replies.map((reply) => reply.id)).not.toContain(replyId);
    expect(
      (await community.graph<{ communityEvent: unknown }>(reporter, EVENT, { id: eventId })).data?.communityEvent,
    ).toBeNull();
    expect(
      (await community.graph<{ communityEvent: unknown }>(author, EVENT, { id: eventId })).data?.communityEvent,
    ).toBeNull();
    expect((await mailsTo(reporter.email)).some((mail) => mail.text.includes('have removed it from Village'))).toBe(
      true,
    );
  });

  it('removes a reported post for good', async () => {
    const author = await knownMember('Lena');
    const postId = await approvedPost(author);
    await resolve(await reported(await community.member(), 'post', postId), 'remove_content');
    expect(await community.sql('SELECT status FROM forum_posts WHERE id = $1', [postId])).toEqual([
      { status: 'rejected' },
    ]);
  });

  it('offers no content removal for a member report', async () => {
    const member = await knownMember('Mia');
    const id = await reported(await community.member(), 'member', member.id);
    expect((await resolve(id, 'remove_content')).errors?.[0]?.message).toBe(
      'There is no content to remove for this report',
    );
    expect((await queue()).find((one) => one.id === id)?.status).toBe('open');
  });

  it('warns the member a report is about by email', async () => {
    const author = await knownMember('Nora');
    const reporter = await knownMember('Olga');
    const replyId = await approvedReply(author);
    await resolve(await reported(reporter, 'reply', replyId), 'warn');

    const warnings = (await mailsTo(author.email)).filter(
      (mail) => mail.subject === 'A reminder of the Village community guidelines',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0].text).toContain('one of your forum replies');
    expect(warnings[0].text).not.toContain('Olga');
    expect((await mailsTo(reporter.email)).some((mail) => mail.text.includes('reminded the member'))).toBe(true);
  });

  it('suspends the member: MemberSuspended leaves through the outbox with the resolution', async () => {
    const member = await knownMember('Pia');
    const reporter = await knownMember('Quin');
    const id = await reported(reporter, 'member', member.id, 'child_safety');
    const record = jest.spyOn(AuditLog.prototype, 'record');
    await resolve(id, 'suspend', 'Repeated harassment');
    expect(record).toHaveBeenCalledWith('admin.action', {
      accountId: admin.id,
      detail: `report.resolved report=${id} outcome=suspend`,
    });
    record.mockRestore();

    const rows = await community.sql<{ key: string; payload: Buffer }>(
      `SELECT id::text, key, payload FROM community.outbox WHERE type = $1 AND key = $2
       UNION SELECT id::text, key, payload FROM eventlog.events WHERE type = $1 AND key = $2`,
      [MemberSuspendedEvent.type, member.id],
    );
    expect(rows).toHaveLength(1);
    const event = fromBinary(MemberSuspendedSchema, new Uint8Array(rows[0].payload));
    expect(event).toMatchObject({ memberId: member.id, reportId: id, suspendedBy: admin.id });
    expect((await mailsTo(reporter.email)).some((mail) => mail.text.includes("suspended the member's account"))).toBe(
      true,
    );
    const told = (await mailsTo(member.email)).find(
      (mail) => mail.subject === 'Your Village account has been suspended',
    );
    expect(told?.text).toContain('you cannot sign in for now');
    expect(told?.text).toContain(`${TEST_APP_URL}/#contact-us`);
  });

  it('lets only admins see and resolve reports', async () => {
    const member = await community.member();
    const id = await reported(member, 'member', (await knownMember('Ruth')).id);
    expect((await community.graph(member, QUEUE)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await community.graph(member, OPEN_COUNT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await community.graph(member, RESOLVE, { id, outcome: 'dismiss' })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await resolve(id, 'shrug')).errors?.[0]?.message).toBe('Choose an outcome');
    expect((await resolve(randomUUID(), 'dismiss')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
