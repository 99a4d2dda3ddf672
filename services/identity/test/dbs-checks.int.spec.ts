import { subgraphQuery, USER_ENTITIES_QUERY, userReferences } from '../../../tests/support/auth/subgraph-graphql';
import { uniqueEmail, validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const RECORD = `mutation Record($memberId: ID!, $input: DbsCheckInput!) {
  recordDbsCheck(memberId: $memberId, input: $input) { memberId certificateLast4 issuedOn }
}`;
const REVOKE = 'mutation Revoke($memberId: ID!) { revokeDbsCheck(memberId: $memberId) }';
const CURRENT = 'query Current($memberId: ID!) { dbsCheck(memberId: $memberId) { certificateLast4 issuedOn } }';
const TRUST = USER_ENTITIES_QUERY('id trustLevel dbsCheckedOn');

const ADMIN_EMAIL = uniqueEmail('admin');
const ADMIN_PASSWORD = 'admin password for tests';
const CERTIFICATE = '0012 3456 7890';

let identity: IdentityTestApp;
let admin: string;

beforeAll(async () => {
  identity = await startIdentity({ BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL, BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD });
  admin = (await identity.signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).json<SessionBody>().session.accessToken;
});

afterAll(async () => {
  await identity?.close();
});

const member = async (fullName: string): Promise<SessionBody> =>
  (await identity.register(validRegistration({ fullName }))).json<SessionBody>();
const asAdmin = (query: string, variables: Record<string, unknown>) =>
  subgraphQuery<Record<string, unknown>>(identity.app, admin, query, variables);
const trustOf = async (viewer: SessionBody, who: SessionBody) =>
  (
    (await subgraphQuery(identity.app, viewer.session.accessToken, TRUST, userReferences(who.user.id))).data
      ?._entities as unknown[]
  )[0];
const record = (who: SessionBody, input: Record<string, unknown>) => asAdmin(RECORD, { memberId: who.user.id, input });

it('keeps only the last 4 characters and the issue date, and shows the date on the federated User', async () => {
  const dee = await member('Dee Checked');
  const viewer = await member('Vic Viewer');
  const answer = await record(dee, { certificateNumber: CERTIFICATE, issuedOn: '2026-03-02' });
  expect(answer.data).toEqual({
    recordDbsCheck: { memberId: dee.user.id, certificateLast4: '7890', issuedOn: '2026-03-02' },
  });
  const dump = JSON.stringify(await identity.sql('SELECT * FROM dbs_checks WHERE member_id = $1', [dee.user.id]));
  expect(dump).not.toContain('001234567890');
  expect(dump).not.toContain('0012 3456');
  expect(await trustOf(viewer, dee)).toEqual({ id: dee.user.id, trustLevel: 'NONE', dbsCheckedOn: '2026-03-02' });
});

it('a newer certificate replaces the current one; revoking removes the badge', async () => {
  const dee = await member('Dee Renewed');
  await record(dee, { certificateNumber: CERTIFICATE, issuedOn: '2025-01-10' });
  await record(dee, { certificateNumber: '111122223333', issuedOn: '2026-02-01' });
  expect((await asAdmin(CURRENT, { memberId: dee.user.id })).data).toEqual({
    dbsCheck: { certificateLast4: '3333', issuedOn: '2026-02-01' },
  });
  expect(await identity.sql('SELECT count(*)::int AS n FROM dbs_checks WHERE member_id = $1', [dee.user.id])).toEqual([
    { n: 2 },
  ]);

  expect((await asAdmin(REVOKE, { memberId: dee.user.id })).data).toEqual({ revokeDbsCheck: true });
  expect((await asAdmin(CURRENT, { memberId: dee.user.id })).data).toEqual({ dbsCheck: null });
  expect(await trustOf(dee, dee)).toMatchObject({ dbsCheckedOn: null });
  expect((await asAdmin(REVOKE, { memberId: dee.user.id })).errors?.[0]).toMatchObject({
    message: 'This member has no DBS check recorded',
    extensions: { code: 'NOT_FOUND' },
  });
});

it('refuses a malformed number, a bad or future date and an unknown member with a clear message', async () => {
  const dee = await member('Dee Invalid');
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ certificateNumber: '12345', issuedOn: '2026-01-01' }, 'Please enter the 12-digit DBS certificate number'],
    [{ certificateNumber: 'ABCDEFGHIJKL', issuedOn: '2026-01-01' }, 'Please enter the 12-digit DBS certificate number'],
    [{ certificateNumber: CERTIFICATE, issuedOn: '02/01/2026' }, 'Please enter the issue date as YYYY-MM-DD'],
    [{ certificateNumber: CERTIFICATE, issuedOn: '2999-01-01' }, 'The issue date cannot be in the future'],
  ];
  for (const [input, message] of cases) {
    expect((await record(dee, input)).errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  }
  const unknown = await asAdmin(RECORD, {
    memberId: '00000000-0000-4000-8000-00000000dead',
    input: { certificateNumber: CERTIFICATE, issuedOn: '2026-01-01' },
  });
  expect(unknown.errors?.[0]).toMatchObject({ message: 'Member not found', extensions: { code: 'NOT_FOUND' } });
  expect(await identity.sql('SELECT * FROM dbs_checks WHERE member_id = $1', [dee.user.id])).toEqual([]);
});

it('is for admins only', async () => {
  const dee = await member('Dee Member');
  const input = { certificateNumber: CERTIFICATE, issuedOn: '2026-01-01' };
  const token = dee.session.accessToken;
  for (const [query, variables] of [
    [RECORD, { memberId: dee.user.id, input }],
    [REVOKE, { memberId: dee.user.id }],
    [CURRENT, { memberId: dee.user.id }],
  ] as const) {
    expect((await subgraphQuery(identity.app, token, query, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  }
});

it('tops the ladder only when the member is also verified and vouched for', async () => {
  const dee = await member('Dee Climber');
  const vouchers = [await member('Vouch One'), await member('Vouch Two')];
  for (const who of [dee, ...vouchers]) {
    await identity.sql('UPDATE users SET is_verified = true WHERE id = $1', [who.user.id]);
  }
  await record(dee, { certificateNumber: CERTIFICATE, issuedOn: '2026-01-01' });
  expect(await trustOf(dee, dee)).toMatchObject({ trustLevel: 'VERIFIED', dbsCheckedOn: '2026-01-01' });
  for (const voucher of vouchers) {
    await identity.sql(
      "INSERT INTO member_vouches (member_id, voucher_id, status, requested_at, decided_at) VALUES ($1, $2, 'active', now(), now())",
      [dee.user.id, voucher.user.id],
    );
  }
  expect(await trustOf(dee, dee)).toMatchObject({ trustLevel: 'ENHANCED_DBS' });
});
