import { startCommunity, type CommunityTestApp, type TestMember } from './support/community-test-app';

let community: CommunityTestApp;
let admin: TestMember;

beforeAll(async () => {
  community = await startCommunity();
  admin = await community.admin();
});

afterAll(async () => {
  await community?.close();
});

beforeEach(async () => {
  await community.sql('DELETE FROM contact_queries');
});

const SUBMIT = `mutation Submit($input: SubmitContactQueryInput!) { submitContactQuery(input: $input) { received } }`;
const LIST = '{ contactQueries { id firstName lastName email subject message memberId isResolved resolvedAt } }';
const OPEN_COUNT = '{ openContactQueryCount }';
const RESOLVE = 'mutation Resolve($id: ID!) { resolveContactQuery(id: $id) { id isResolved resolvedAt } }';

type Listed = {
  contactQueries: Array<{ id: string; subject: string; email: string; memberId: string | null; isResolved: boolean }>;
};

const form = (overrides: Record<string, string> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  subject: 'Hosting a playdate',
  message: 'How do I list a weekly playdate?',
  ...overrides,
});

const send = (who: TestMember | null, overrides: Record<string, string> = {}) =>
  community.graph<{ submitContactQuery: { received: boolean } }>(who, SUBMIT, { input: form(overrides) });

/** Runs the queued `send-mail` jobs; answers the emails to `to`. */
const mailTo = async (to: string) => {
  await community.clock.runDue();
  return community.smtp.received.filter((mail) => mail.to.includes(to));
};

it('stores a visitor query and sends the acknowledgement to the address given', async () => {
  const answer = await send(null, { email: 'visitor.one@example.org' });
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.submitContactQuery.received).toBe(true);

  const rows = await community.sql('SELECT first_name, email, subject, member_id, status FROM contact_queries');
  expect(rows).toEqual([
    {
      first_name: 'Ada',
      email: 'visitor.one@example.org',
      subject: 'Hosting a playdate',
      member_id: null,
      status: 'open',
    },
  ]);
  const [mail] = await mailTo('visitor.one@example.org');
  expect(mail?.subject).toBe('We received your message');
  expect(mail?.text).toContain('Hello Ada,');
  expect(mail?.text).not.toContain('How do I list a weekly playdate?');
});

it('records the signed-in member who sent a query', async () => {
  const member = await community.member();
  expect((await send(member)).errors).toBeUndefined();
  const listed = await community.graph<Listed>(admin, LIST);
  expect(listed.data?.contactQueries.map((query) => query.memberId)).toEqual([member.id]);
});

it('accepts a filled honeypot silently, storing and sending nothing', async () => {
  const before = community.smtp.received.length;
  const answer = await community.graph<{ submitContactQuery: { received: boolean } }>(null, SUBMIT, {
    input: { ...form({ email: 'robot@example.org' }), website: 'https://spam.example' },
  });
  expect(answer.data?.submitContactQuery.received).toBe(true);
  expect(await community.sql('SELECT id FROM contact_queries')).toEqual([]);
  await community.clock.runDue();
  expect(community.smtp.received.slice(before).filter((mail) => mail.to.includes('robot@example.org'))).toEqual([]);
});

it('refuses a query with a missing field or a bad email, saying which', async () => {
  const noMessage = await send(null, { message: '   ' });
  expect(noMessage.errors?.[0]?.message).toBe('Message is required');
  const badEmail = await send(null, { email: 'not-an-email' });
  expect(badEmail.errors?.[0]?.message).toBe('Please enter a valid email address');
  expect(await community.sql('SELECT id FROM contact_queries')).toEqual([]);
});

it('lists queries to admins only, unresolved first', async () => {
  await send(null, { subject: 'First' });
  await community.clock.advance(60_000);
  await send(null, { subject: 'Second' });
  await community.clock.advance(60_000);
  await send(null, { subject: 'Third' });
  const listed = await community.graph<Listed>(admin, LIST);
  const first = listed.data?.contactQueries.find((query) => query.subject === 'First');
  await community.graph(admin, RESOLVE, { id: first?.id });

  const after = await community.graph<Listed>(admin, LIST);
  expect(after.data?.contactQueries.map(({ subject, isResolved }) => [subject, isResolved])).toEqual([
    ['Third', false],
    ['Second', false],
    ['First', true],
  ]);
  expect((await community.graph<{ openContactQueryCount: number }>(admin, OPEN_COUNT)).data).toEqual({
    openContactQueryCount: 2,
  });

  const member = await community.member();
  for (const query of [LIST, OPEN_COUNT]) {
    expect((await community.graph(member, query)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await community.graph(null, query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }
});

it('resolves an open query once, records who, and refuses a second time clearly', async () => {
  await send(null);
  const [query] = (await community.graph<Listed>(admin, LIST)).data?.contactQueries ?? [];
  const resolved = await community.graph<{ resolveContactQuery: { isResolved: boolean; resolvedAt: string } }>(
    admin,
    RESOLVE,
    { id: query?.id },
  );
  expect(resolved.errors).toBeUndefined();
  expect(resolved.data?.resolveContactQuery).toEqual({
    id: query?.id,
    isResolved: true,
    resolvedAt: community.clock.now().toISOString(),
  });
  expect(await community.sql('SELECT status, resolved_by FROM contact_queries')).toEqual([
    { status: 'resolved', resolved_by: admin.id },
  ]);

  const again = await community.graph(admin, RESOLVE, { id: query?.id });
  expect(again.errors?.[0]?.message).toBe('This query is already resolved.');
  expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
});

it('refuses members, and answers not found for an unknown or malformed id', async () => {
  await send(null);
  const [query] = (await community.graph<Listed>(admin, LIST)).data?.contactQueries ?? [];
  const member = await community.member();
  expect((await community.graph(member, RESOLVE, { id: query?.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(await community.sql("SELECT id FROM contact_queries WHERE status = 'open'")).toHaveLength(1);

  const unknown = await community.graph(admin, RESOLVE, { id: '00000000-0000-4000-8000-000000000000' });
  expect(unknown.errors?.[0]?.message).toBe('Query not found');
  expect((await community.graph(admin, RESOLVE, { id: 'nope' })).errors?.[0]?.message).toBe('Query not found');
});
