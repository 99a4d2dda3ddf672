// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { graphRoutesTestApp } from '../../test/support/graph-routes-test-app';
import { trustLadderRoutes } from './trust-ladder.routes';

const trustApp = (answer: unknown, accessToken: string | null) =>
  graphRoutesTestApp(trustLadderRoutes, answer, accessToken);

const VOUCH = {
  id: 'vouch-1',
  memberId: 'member-1',
  memberName: 'Sam Parent',
  voucherId: 'member-2',
  voucherName: 'Vera Voucher',
  status: 'requested',
  requestedAt: '2026-11-24T06:00:00.000Z',
  decidedAt: null,
};

it('lists both sides of the caller’s vouches, not cached', async () => {
  const { app } = await trustApp({ data: { myVouchRequests: [VOUCH], vouchesAskedOfMe: [] } }, 'token');
  const response = await app.inject({ method: 'GET', url: '/api/trust/vouches' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({ asked: [VOUCH], askedOfMe: [] });
});

it('asks the chosen member, and answers a request as accept or decline', async () => {
  const asking = await trustApp({ data: { requestVouch: VOUCH } }, 'token');
  const asked = await asking.app.inject({
    method: 'POST',
    url: '/api/trust/vouches',
    payload: { voucherId: 'member-2' },
  });
  expect(asked.json()).toEqual(VOUCH);
  expect(asking.asked.map((one) => one.variables)).toEqual([{ voucherId: 'member-2' }]);

  const answering = await trustApp({ data: { respondToVouch: { ...VOUCH, status: 'active' } } }, 'token');
  await answering.app.inject({ method: 'POST', url: '/api/trust/vouches/vouch-1/accept' });
  await answering.app.inject({ method: 'POST', url: '/api/trust/vouches/vouch-1/decline' });
  expect(answering.asked.map((one) => one.variables)).toEqual([
    { id: 'vouch-1', accept: true },
    { id: 'vouch-1', accept: false },
  ]);
});

it('answers 401 signed out and 400 for a request without a member, without asking the graph', async () => {
  const signedOut = await trustApp({ data: null }, null);
  expect((await signedOut.app.inject({ method: 'GET', url: '/api/trust/vouches' })).statusCode).toBe(401);
  expect(signedOut.asked).toEqual([]);
  const { app, asked } = await trustApp({ data: null }, 'token');
  const empty = await app.inject({ method: 'POST', url: '/api/trust/vouches', payload: {} });
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toMatchObject({ message: 'Choose a member to ask' });
  expect(asked).toEqual([]);
});

it("passes identity's refusals on: FORBIDDEN as 403 for a member recording a DBS check, NOT_FOUND as 404", async () => {
  const forbidden = { data: null, errors: [{ message: 'Admins only', extensions: { code: 'FORBIDDEN' } }] };
  const member = await trustApp(forbidden, 'token');
  const record = await member.app.inject({
    method: 'PUT',
    url: '/api/admin/members/member-1/dbs-check',
    payload: { certificateNumber: '001234567890', issuedOn: '2026-01-02' },
  });
  expect(record.statusCode).toBe(403);
  expect(member.asked.map((one) => one.variables)).toEqual([
    { memberId: 'member-1', input: { certificateNumber: '001234567890', issuedOn: '2026-01-02' } },
  ]);

  const missing = { data: null, errors: [{ message: 'Vouch not found', extensions: { code: 'NOT_FOUND' } }] };
  const { app } = await trustApp(missing, 'token');
  expect((await app.inject({ method: 'POST', url: '/api/trust/vouches/nope/revoke' })).statusCode).toBe(404);
});

it('answers null for a member with no current DBS check, and the check itself when there is one', async () => {
  const none = await trustApp({ data: { dbsCheck: null } }, 'token');
  const empty = await none.app.inject({ method: 'GET', url: '/api/admin/members/member-1/dbs-check' });
  expect(empty.statusCode).toBe(200);
  expect(empty.body).toBe('null');
  expect(none.asked.map((one) => one.variables)).toEqual([{ memberId: 'member-1' }]);

  const check = {
    memberId: 'member-1',
    certificateLast4: '7890',
    issuedOn: '2026-01-02',
    recordedAt: '2026-11-24T06:00:00.000Z',
  };
  const some = await trustApp({ data: { dbsCheck: check } }, 'token');
  const found = await some.app.inject({ method: 'GET', url: '/api/admin/members/member-1/dbs-check' });
  expect(found.headers['cache-control']).toBe('no-store');
  expect(found.json()).toEqual(check);
});
