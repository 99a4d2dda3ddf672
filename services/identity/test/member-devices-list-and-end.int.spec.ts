import { decodeJwt } from 'jose';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const graphql = (accessToken: string, query: string, variables: Record<string, unknown> = {}) =>
  identity.app
    .inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      payload: { query, variables },
    })
    .then((response) => response.json<{ data: Record<string, unknown> | null; errors?: Array<{ message: string }> }>());

const LIST = '{ mySessions { id userAgent network current signedInAt lastActiveAt } }';
const signInFrom = (email: string, password: string, userAgent: string, ip: string) =>
  identity.app
    .inject({
      method: 'POST',
      url: '/sessions',
      headers: {
        'content-type': 'application/json',
        'x-village-client-user-agent': userAgent,
        'x-village-client-ip': ip,
      },
      payload: { email, password },
    })
    .then((response) => response.json<SessionBody>());

it('lists the member’s own devices (browser, coarse network, this device) and ends one of them', async () => {
  const form = validRegistration();
  await identity.register(form);
  const laptop = await signInFrom(form.email, form.password, 'Mozilla/5.0 (X11; Linux) Firefox/140.0', '203.0.113.42');
  const phone = await signInFrom(form.email, form.password, 'Mozilla/5.0 (iPhone) Safari/605.1', '198.51.100.7');

  const listed = await graphql(laptop.session.accessToken, LIST);

  const sessions = listed.data?.mySessions as Array<Record<string, unknown>>;
  expect(sessions).toHaveLength(3);
  expect(sessions).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        id: decodeJwt(laptop.session.accessToken).sid,
        userAgent: 'Mozilla/5.0 (X11; Linux) Firefox/140.0',
        network: '203.0.113.0/24',
        current: true,
      }),
      expect.objectContaining({
        id: decodeJwt(phone.session.accessToken).sid,
        network: '198.51.100.0/24',
        current: false,
      }),
    ]),
  );
  expect(JSON.stringify(sessions)).not.toContain('203.0.113.42');

  const ended = await graphql(laptop.session.accessToken, 'mutation($id: ID!) { endSession(id: $id) }', {
    id: decodeJwt(phone.session.accessToken).sid,
  });

  expect(ended.data).toEqual({ endSession: true });
  expect((await identity.refresh(phone.session.refreshToken)).statusCode).toBe(401);
  expect((await identity.refresh(laptop.session.refreshToken)).statusCode).toBe(200);
  const after = (await graphql(laptop.session.accessToken, LIST)).data?.mySessions as unknown[];
  expect(after).toHaveLength(2);
});

it('never ends or lists another member’s device', async () => {
  const mine = (await identity.register(validRegistration())).json<SessionBody>();
  const theirs = (await identity.register(validRegistration())).json<SessionBody>();
  const theirSessionId = decodeJwt(theirs.session.accessToken).sid as string;

  const listed = (await graphql(mine.session.accessToken, LIST)).data?.mySessions as Array<{ id: string }>;
  expect(listed.map((session) => session.id)).not.toContain(theirSessionId);

  const refused = await graphql(mine.session.accessToken, 'mutation($id: ID!) { endSession(id: $id) }', {
    id: theirSessionId,
  });
  expect(refused.errors?.[0]?.message).toBe('That device is not signed in to your account.');
  expect((await identity.refresh(theirs.session.refreshToken)).statusCode).toBe(200);

  const nonsense = await graphql(mine.session.accessToken, 'mutation { endSession(id: "not-a-session") }');
  expect(nonsense.errors?.[0]?.message).toBe('That device is not signed in to your account.');
});

it('signs out everywhere, this device included', async () => {
  const form = validRegistration();
  const first = (await identity.register(form)).json<SessionBody>();
  const second = await signInFrom(form.email, form.password, 'Safari', '198.51.100.8');

  const result = await graphql(first.session.accessToken, 'mutation { signOutEverywhere }');

  expect(result.data).toEqual({ signOutEverywhere: 2 });
  for (const session of [first.session, second.session]) {
    expect((await identity.refresh(session.refreshToken)).statusCode).toBe(401);
  }
});

it('answers a signed-out caller with an error and no data', async () => {
  const response = await identity.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: LIST },
  });
  const body = response.json<{ data: unknown; errors?: Array<{ extensions?: { code?: string } }> }>();
  expect(body.data).toBeNull();
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
