import { AuditLog } from '@village/kit';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

it('records a reused refresh token in the audit log with the account and the address, never the token', async () => {
  const { user, session } = (await identity.register(validRegistration())).json<SessionBody>();
  const rotated = (await identity.refresh(session.refreshToken)).json<SessionBody>().session;
  const record = jest.spyOn(AuditLog.prototype, 'record');

  const replay = await identity.app.inject({
    method: 'POST',
    url: '/sessions/refresh',
    headers: { 'content-type': 'application/json', 'x-village-client-ip': '198.51.100.23' },
    payload: { refreshToken: session.refreshToken },
  });

  expect(replay.statusCode).toBe(401);
  expect(record).toHaveBeenCalledWith('session.refresh_token_reused', { accountId: user.id, ip: '198.51.100.23' });
  const written = JSON.stringify(record.mock.calls);
  for (const secret of [session.refreshToken, rotated.refreshToken, rotated.accessToken]) {
    expect(written).not.toContain(secret);
  }
  record.mockRestore();
});
