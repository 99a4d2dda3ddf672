// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE, type IssuedSession } from './cookies';
import { IdentityCallError, type IdentityClient, type SessionResult } from './identity-client';
import { SessionResolver } from './session-resolver';

/** A promise the test settles by hand, to hold identity's answer while other requests arrive. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const rotated: IssuedSession = {
  accessToken: 'new-access-token',
  accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(),
  refreshToken: 'new-refresh-token',
  refreshTokenExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
};

const refreshed: SessionResult = {
  user: { id: 'user-1', email: 'sam@example.test', fullName: 'Sam Rivers', firstName: 'Sam', isAdmin: false },
  session: rotated,
};

/** Lets in-flight injected requests run until they wait on something (identity's answer). */
async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

let app: FastifyInstance;
const identity = { refresh: jest.fn<Promise<SessionResult>, [string, string]>() };

beforeAll(async () => {
  // Only setTimeout is faked: the resolver forgets a settled refresh after a 5 s timer.
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
    ],
  });
  const resolver = new SessionResolver({
    // Never fetched: these requests carry no access token to verify.
    jwksUrl: 'http://127.0.0.1:9/.well-known/jwks.json',
    issuer: 'village-identity',
    audience: 'village',
    secureCookies: false,
    identity: identity as unknown as IdentityClient,
  });
  app = Fastify();
  await app.register(fastifyCookie);
  app.get('/api/whoami', async (request, reply) => resolver.resolve(request, reply, 'test-correlation-id'));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  jest.useRealTimers();
});

beforeEach(() => {
  identity.refresh.mockReset();
  // Forget refreshes shared by the previous test.
  jest.runOnlyPendingTimers();
});

const withRefreshCookie = (refreshToken: string) =>
  app.inject({ method: 'GET', url: '/api/whoami', cookies: { [REFRESH_COOKIE]: refreshToken } });

const cookiesOf = (response: Awaited<ReturnType<typeof withRefreshCookie>>) =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));

describe('SessionResolver', () => {
  it('refreshes once for concurrent requests sharing a refresh token, and gives each the new session', async () => {
    const answer = deferred<SessionResult>();
    identity.refresh.mockReturnValue(answer.promise);

    const requests = [
      withRefreshCookie('shared-token'),
      withRefreshCookie('shared-token'),
      withRefreshCookie('shared-token'),
    ];
    await settle();
    answer.resolve(refreshed);
    const responses = await Promise.all(requests);

    expect(identity.refresh).toHaveBeenCalledTimes(1);
    expect(identity.refresh).toHaveBeenCalledWith('shared-token', 'test-correlation-id');
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ accessToken: 'new-access-token', userId: 'user-1' });
      const cookies = cookiesOf(response);
      expect(cookies[ACCESS_COOKIE]).toMatchObject({ value: 'new-access-token', httpOnly: true, path: '/' });
      expect(cookies[REFRESH_COOKIE]).toMatchObject({ value: 'new-refresh-token', httpOnly: true, path: '/' });
    }
  });

  it('answers a late request with the old token from the same refresh for 5 seconds, then asks identity again', async () => {
    identity.refresh.mockResolvedValue(refreshed);
    await withRefreshCookie('old-token');
    await settle();

    jest.advanceTimersByTime(4_000);
    const late = await withRefreshCookie('old-token');
    expect(late.json()).toEqual({ accessToken: 'new-access-token', userId: 'user-1' });
    expect(identity.refresh).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(1_000);
    await withRefreshCookie('old-token');
    expect(identity.refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes separately for different refresh tokens', async () => {
    identity.refresh.mockResolvedValue(refreshed);
    await Promise.all([withRefreshCookie('token-a'), withRefreshCookie('token-b')]);
    expect(identity.refresh.mock.calls.map(([token]) => token).sort()).toEqual(['token-a', 'token-b']);
  });

  it('clears both session cookies and answers anonymous when identity refuses the refresh', async () => {
    identity.refresh.mockRejectedValue(
      new IdentityCallError(401, { message: 'Your session has ended. Please sign in again.' }),
    );

    const response = await withRefreshCookie('revoked-token');

    expect(response.json()).toEqual({ accessToken: null, userId: null });
    const cookies = cookiesOf(response);
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
      expect(cookies[name]).toMatchObject({ value: '', path: '/' });
      expect(cookies[name].expires!.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('answers anonymous without calling identity when there is no session cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/whoami' });
    expect(response.json()).toEqual({ accessToken: null, userId: null });
    expect(response.cookies).toEqual([]);
    expect(identity.refresh).not.toHaveBeenCalled();
  });
});
