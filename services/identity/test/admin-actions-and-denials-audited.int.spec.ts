import { AuditLog } from '@village/kit';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { uniqueEmail, validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const ADMIN_EMAIL = uniqueEmail('admin');
const ADMIN_PASSWORD = 'admin password for tests';
const STATUS = '{ identityStatus { service } }';

let identity: IdentityTestApp;
let record: jest.SpyInstance;
let atBoot: unknown[][];

beforeAll(async () => {
  record = jest.spyOn(AuditLog.prototype, 'record');
  identity = await startIdentity({ BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL, BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD });
  atBoot = [...record.mock.calls];
});

afterAll(async () => {
  record.mockRestore();
  await identity?.close();
});

beforeEach(() => record.mockClear());

it('records the first admin’s creation', async () => {
  const [admin] = await identity.sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN_EMAIL]);
  expect(atBoot).toContainEqual(['admin.created', expect.objectContaining({ accountId: admin.id })]);
  expect(JSON.stringify(atBoot)).not.toContain(ADMIN_PASSWORD);
});

it('records an admin-only operation run by an admin, with the admin’s account', async () => {
  const admin = (await identity.signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).json<SessionBody>();

  const answer = await subgraphQuery(identity.app, admin.session.accessToken, STATUS);

  expect(answer.data).toEqual({ identityStatus: { service: 'identity' } });
  expect(record).toHaveBeenCalledWith(
    'admin.action',
    expect.objectContaining({ accountId: admin.user.id, detail: 'ServiceStatusResolver.status' }),
  );
});

it('records a member refused an admin-only operation, and a request without a valid token', async () => {
  const member = (await identity.register(validRegistration())).json<SessionBody>();

  const refused = await subgraphQuery(identity.app, member.session.accessToken, STATUS);
  const anonymous = await subgraphQuery(identity.app, 'not-a-token', STATUS);

  expect(refused.errors?.[0].message).toBe("You don't have permission to access this page.");
  expect(anonymous.errors?.[0].message).toBe('Sign in required');
  expect(record).toHaveBeenCalledWith(
    'access.denied',
    expect.objectContaining({ accountId: member.user.id, detail: 'ServiceStatusResolver.status: not an admin' }),
  );
  expect(record).toHaveBeenCalledWith(
    'access.denied',
    expect.objectContaining({ detail: 'ServiceStatusResolver.status: not signed in' }),
  );
});
