import { decodeJwt } from 'jose';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

it.each([true, 'true'])('registering with isAdmin = %j makes an ordinary member', async (isAdmin) => {
  const response = await identity.register({ ...validRegistration(), isAdmin });
  expect(response.statusCode).toBe(201);
  const { user, session } = response.json<SessionBody>();

  expect(user.isAdmin).toBe(false);
  expect(await identity.sql('SELECT is_admin FROM users WHERE id = $1', [user.id])).toEqual([{ is_admin: false }]);
  expect(decodeJwt(session.accessToken).adm).toBe(false);

  const me = await subgraphQuery<{ me: { isAdmin: boolean } }>(identity.app, session.accessToken, '{ me { isAdmin } }');
  expect(me.data?.me).toEqual({ isAdmin: false });

  const status = await subgraphQuery(identity.app, session.accessToken, '{ identityStatus { service } }');
  expect(status.data).toBeNull();
  expect(status.errors?.[0].message).toBe("You don't have permission to access this page.");
});
