import { randomUUID } from 'node:crypto';
import { AuditLog } from '@village/kit';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';
import { RecordingMemberMail } from './support/recording-member-mail';

const SET_UP = `mutation($input: ProfileSetupInput!) { setUpProfile(input: $input) { id country postcode isVerified } }`;
const MINE = '{ myVerification { status rejectionReason } }';
const CASES =
  'query($status: VerificationCaseStatus) { verificationCases(status: $status) { id userId memberName status } }';
const DECIDE = `mutation($caseId: ID!, $decision: VerificationDecision!, $reason: String) {
  decideVerification(caseId: $caseId, decision: $decision, reason: $reason) { id status rejectionReason }
}`;

const mail = new RecordingMemberMail();
let identity: IdentityTestApp;
let record: jest.SpyInstance;
let adminToken: string;
const adminId = randomUUID();

beforeAll(async () => {
  record = jest.spyOn(AuditLog.prototype, 'record');
  identity = await startIdentity({}, undefined, { memberMail: mail });
  adminToken = await identity.keys.signAccessToken({ id: adminId, isAdmin: true });
});

afterAll(async () => {
  record.mockRestore();
  await identity?.close();
});

async function registeredMember(fullName = 'Alex Morgan'): Promise<{ id: string; token: string; email: string }> {
  const response = await identity.inject({
    method: 'POST',
    url: '/sessions/register',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(validRegistration({ fullName })),
  });
  expect(response.statusCode).toBe(201);
  const body = response.json<SessionBody>();
  return { id: body.user.id, token: body.session.accessToken, email: body.user.email };
}

const submitDocument = (token: string, identityDocumentId = randomUUID()) =>
  subgraphQuery(identity.app, token, SET_UP, {
    input: { country: 'Ireland', postcode: 'D02 X285', identityDocumentId },
  });

const outboxTypes = async (userId: string) =>
  // The relay publishes before it deletes: an event may be in both places for a moment, and UNION keeps it once.
  (
    await identity.sql<{ type: string }>(
      `SELECT id::text, type FROM identity.outbox WHERE key = $1
       UNION SELECT id::text, type FROM eventlog.events WHERE key = $1 AND topic = 'identity.users'`,
      [userId],
    )
  ).map((row) => row.type);

describe('a verification case', () => {
  it('opens when a member submits a document, updates Basic Info, and a second document replaces the first', async () => {
    const member = await registeredMember();

    const first = await submitDocument(member.token);
    const second = await submitDocument(member.token);

    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual({
      setUpProfile: { id: member.id, country: 'Ireland', postcode: 'D02 X285', isVerified: false },
    });
    expect(second.errors).toBeUndefined();
    const cases = await identity.sql('SELECT status FROM verification_cases WHERE user_id = $1', [member.id]);
    expect(cases).toEqual([{ status: 'pending' }]);
    expect((await subgraphQuery(identity.app, member.token, MINE)).data).toEqual({
      myVerification: { status: 'PENDING', rejectionReason: null },
    });
    expect((await outboxTypes(member.id)).filter((type) => type.endsWith('VerificationCaseOpened'))).toHaveLength(2);
  });

  it('refuses Basic Info without a country or postcode, with the spec’s messages', async () => {
    const member = await registeredMember();

    const answer = await subgraphQuery(identity.app, member.token, SET_UP, { input: { country: '', postcode: ' ' } });

    expect(answer.errors?.[0].extensions?.fieldErrors).toEqual({
      country: 'Country is required',
      postcode: 'Postcode is required',
    });
  });

  it('is approved by an admin: the member is verified, UserVerified is published, the member emailed, the decision audited', async () => {
    const member = await registeredMember('Jordan Blake');
    await submitDocument(member.token);
    const listed = await subgraphQuery<{
      verificationCases: Array<{ id: string; userId: string; memberName: string }>;
    }>(identity.app, adminToken, CASES, { status: 'PENDING' });
    const mine = listed.data!.verificationCases.find((found) => found.userId === member.id)!;
    expect(mine.memberName).toBe('Jordan Blake');
    record.mockClear();

    const approved = await subgraphQuery(identity.app, adminToken, DECIDE, { caseId: mine.id, decision: 'APPROVE' });

    expect(approved.data).toEqual({ decideVerification: { id: mine.id, status: 'APPROVED', rejectionReason: null } });
    expect((await subgraphQuery(identity.app, member.token, MINE)).data).toEqual({
      myVerification: { status: 'VERIFIED', rejectionReason: null },
    });
    expect(await outboxTypes(member.id)).toEqual(
      expect.arrayContaining(['village.identity.v1.UserVerified', 'village.identity.v1.VerificationDecided']),
    );
    expect(mail.to(member.email, 'verificationApproved')).toEqual([
      { kind: 'verificationApproved', to: { email: member.email, firstName: 'Jordan' } },
    ]);
    expect(record).toHaveBeenCalledWith(
      'admin.action',
      expect.objectContaining({ accountId: adminId, detail: `verification.approved case=${mine.id}` }),
    );

    const again = await subgraphQuery(identity.app, adminToken, DECIDE, {
      caseId: mine.id,
      decision: 'REJECT',
      reason: 'x',
    });
    expect(again.errors?.[0].message).toBe('This verification case has already been decided');
  });

  it('refuses a verified member’s new document and changes nothing', async () => {
    const member = await registeredMember();
    await submitDocument(member.token);
    const [opened] = await identity.sql<{ id: string }>('SELECT id FROM verification_cases WHERE user_id = $1', [
      member.id,
    ]);
    await subgraphQuery(identity.app, adminToken, DECIDE, { caseId: opened.id, decision: 'APPROVE' });

    const refused = await subgraphQuery(identity.app, member.token, SET_UP, {
      input: { country: 'France', postcode: '75001', identityDocumentId: randomUUID() },
    });

    expect(refused.errors?.[0].message).toBe('Your identity is already verified, so a new document is not needed.');
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(
      await identity.sql('SELECT count(*)::int AS n FROM verification_cases WHERE user_id = $1', [member.id]),
    ).toEqual([{ n: 1 }]);
    expect(await identity.sql('SELECT country FROM users WHERE id = $1', [member.id])).toEqual([
      { country: 'Ireland' },
    ]);
  });

  it('is rejected only with a reason, which the member sees and is emailed', async () => {
    const member = await registeredMember('Casey Quinn');
    await submitDocument(member.token);
    const [opened] = await identity.sql<{ id: string }>('SELECT id FROM verification_cases WHERE user_id = $1', [
      member.id,
    ]);

    const withoutReason = await subgraphQuery(identity.app, adminToken, DECIDE, {
      caseId: opened.id,
      decision: 'REJECT',
      reason: '  ',
    });
    const rejected = await subgraphQuery(identity.app, adminToken, DECIDE, {
      caseId: opened.id,
      decision: 'REJECT',
      reason: 'The photo is too blurred to read',
    });

    expect(withoutReason.errors?.[0].message).toBe('Please give a reason for rejecting this document');
    expect(rejected.data).toEqual({
      decideVerification: { id: opened.id, status: 'REJECTED', rejectionReason: 'The photo is too blurred to read' },
    });
    expect((await subgraphQuery(identity.app, member.token, MINE)).data).toEqual({
      myVerification: { status: 'REJECTED', rejectionReason: 'The photo is too blurred to read' },
    });
    expect(mail.to(member.email, 'verificationRejected')).toEqual([
      {
        kind: 'verificationRejected',
        to: { email: expect.any(String), firstName: 'Casey' },
        detail: 'The photo is too blurred to read',
      },
    ]);
  });

  it('is listed and decided by admins only: a member is FORBIDDEN', async () => {
    const member = await registeredMember();
    await submitDocument(member.token);
    const [opened] = await identity.sql<{ id: string }>('SELECT id FROM verification_cases WHERE user_id = $1', [
      member.id,
    ]);

    const listed = await subgraphQuery(identity.app, member.token, CASES);
    const decided = await subgraphQuery(identity.app, member.token, DECIDE, { caseId: opened.id, decision: 'APPROVE' });

    expect(listed.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(decided.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await identity.sql('SELECT status FROM verification_cases WHERE id = $1', [opened.id])).toEqual([
      { status: 'pending' },
    ]);
  });
});
