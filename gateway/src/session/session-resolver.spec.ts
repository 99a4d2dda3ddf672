// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { generateKeyPairSync } from 'node:crypto';
import { createLocalJWKSet, exportJWK, SignJWT, type JWK } from 'jose';
import { ACCESS_COOKIE, CSRF_COOKIE, REFRESH_COOKIE, type IssuedSession } from './cookies';
import { IdentityCallError, type RevokedSessionsPage, type SessionResult } from './identity-client';
import { RevocationList } from './revocation-list';
import { SessionResolver } from './session-resolver';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
let publicJwk: JWK;

interface TokenShape {
  alg?: 'RS256' | 'PS256';
  issuer?: string;
  audience?: string;
  expiresInSeconds?: number;
  sid?: string | null;
}

/** An access token as identity signs it (RS256, issuer, audience, sub, sid), or broken in one way. */
function accessToken(shape: TokenShape = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const sid = shape.sid === undefined ? 'session-1' : shape.sid;
  return new SignJWT({ email: 'sam@example.test', adm: false, ...(sid ? { sid } : {}) })
    .setProtectedHeader({ alg: shape.alg ?? 'RS256', typ: 'JWT' })
    .setSubject('user-1')
    .setIssuer(shape.issuer ?? 'village-identity')
    .setAudience(shape.audience ?? 'village')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (shape.expiresInSeconds ?? 600))
    .sign(privateKey);
}

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
const identity = { refresh: jest.fn<Promise<SessionResult>, [string, string, string?]>() };
/** Identity's feed of revoked sessions, read before every check (sync interval 0). */
const revokedFeed = { revokedSessions: jest.fn<Promise<RevokedSessionsPage>, [string | null, string]>() };
const audit = jest.fn();
let revocations: RevocationList;

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
  // Without `alg`, as a JWKS may publish a key: then only the verifier's allowlist refuses other algorithms.
  publicJwk = await exportJWK(publicKey);
  revocations = new RevocationList({ source: revokedFeed, syncIntervalMs: 0 });
  const resolver = new SessionResolver({
    // Never fetched: the keys are given.
    jwksUrl: 'http://127.0.0.1:9/.well-known/jwks.json',
    keys: createLocalJWKSet({ keys: [publicJwk] }),
    issuer: 'village-identity',
    audience: 'village',
    secureCookies: false,
    identity,
    revocations,
    audit,
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
  audit.mockReset();
  revokedFeed.revokedSessions.mockReset();
  revokedFeed.revokedSessions.mockResolvedValue({ asOf: new Date().toISOString(), sessions: [] });
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
    expect(identity.refresh).toHaveBeenCalledWith('shared-token', 'test-correlation-id', '127.0.0.1');
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ accessToken: 'new-access-token', userId: 'user-1', refreshed: true });
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
    expect(late.json()).toEqual({ accessToken: 'new-access-token', userId: 'user-1', refreshed: true });
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

describe('SessionResolver: the access token', () => {
  const withAccessToken = (token: string, refreshToken?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/whoami',
      cookies: { [ACCESS_COOKIE]: token, ...(refreshToken ? { [REFRESH_COOKIE]: refreshToken } : {}) },
    });

  it('accepts a current RS256 token from identity for our audience, without asking identity for a refresh', async () => {
    const token = await accessToken();
    const response = await withAccessToken(token);
    expect(response.json()).toEqual({ accessToken: token, userId: 'user-1' });
    expect(identity.refresh).not.toHaveBeenCalled();
  });

  it.each<[string, TokenShape]>([
    ['expired', { expiresInSeconds: -10 }],
    ['from another issuer', { issuer: 'someone-else' }],
    ['for another audience', { audience: 'another-app' }],
    ['signed with the right key but PS256', { alg: 'PS256' }],
    ['without a session id', { sid: null }],
  ])('answers anonymous for a token %s', async (_label, shape) => {
    const response = await withAccessToken(await accessToken(shape));
    expect(response.json()).toEqual({ accessToken: null, userId: null });
  });

  it('refuses the token of a session identity lists as revoked, and tries the refresh token instead', async () => {
    revokedFeed.revokedSessions.mockResolvedValue({
      asOf: new Date().toISOString(),
      sessions: [{ sessionId: 'session-signed-out', until: new Date(Date.now() + 600_000).toISOString() }],
    });
    identity.refresh.mockRejectedValue(new IdentityCallError(401, { message: 'Your session has ended.' }));

    const response = await withAccessToken(await accessToken({ sid: 'session-signed-out' }), 'its-refresh-token');

    expect(response.json()).toEqual({ accessToken: null, userId: null });
    expect(identity.refresh).toHaveBeenCalledWith('its-refresh-token', 'test-correlation-id', '127.0.0.1');
  });

  it('refuses the token of a session the gateway itself just ended, before identity lists it', async () => {
    const token = await accessToken({ sid: 'session-ended-here' });
    expect((await withAccessToken(token)).json()).toEqual({ accessToken: token, userId: 'user-1' });

    revocations.revoke('session-ended-here', Date.now() + 600_000);

    expect((await withAccessToken(token)).json()).toEqual({ accessToken: null, userId: null });
  });
});

describe('SessionResolver: a rotated refresh token replayed within the shared-refresh window', () => {
  const fromClient = (client: { csrf: string; ip: string }, cookies: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: '/api/whoami',
      remoteAddress: client.ip,
      cookies: { [CSRF_COOKIE]: client.csrf, ...cookies },
    });
  const member = { csrf: 'member-browser-token', ip: '203.0.113.5' };
  const thief = { csrf: 'thief-browser-token', ip: '198.51.100.66' };

  it('is refused: identity sees the old token again (and revokes the family), and the new session stops working', async () => {
    const rotatedAccess = await accessToken({ sid: 'family-1' });
    identity.refresh.mockResolvedValueOnce({ ...refreshed, session: { ...rotated, accessToken: rotatedAccess } });
    identity.refresh.mockRejectedValueOnce(new IdentityCallError(401, { message: 'Your session has ended.' }));

    const legitimate = await fromClient(member, { [REFRESH_COOKIE]: 'old-token' });
    expect(legitimate.json()).toEqual({ accessToken: rotatedAccess, userId: 'user-1', refreshed: true });

    jest.advanceTimersByTime(1_000);
    const replay = await fromClient(thief, { [REFRESH_COOKIE]: 'old-token' });

    expect(replay.json()).toEqual({ accessToken: null, userId: null });
    expect(cookiesOf(replay)[REFRESH_COOKIE]).toMatchObject({ value: '' });
    expect(identity.refresh.mock.calls.map(([token]) => token)).toEqual(['old-token', 'old-token']);
    expect(audit).toHaveBeenCalledWith(
      'session.refresh_token_reused',
      expect.objectContaining({ accountId: 'user-1', ip: thief.ip }),
    );

    const memberAgain = await fromClient(member, { [ACCESS_COOKIE]: rotatedAccess });
    expect(memberAgain.json()).toEqual({ accessToken: null, userId: null });
  });

  it('is shared with the same browser’s other requests', async () => {
    identity.refresh.mockResolvedValue(refreshed);
    await fromClient(member, { [REFRESH_COOKIE]: 'burst-token' });
    const sameBrowser = await fromClient(member, { [REFRESH_COOKIE]: 'burst-token' });
    expect(sameBrowser.json()).toEqual({ accessToken: 'new-access-token', userId: 'user-1', refreshed: true });
    expect(identity.refresh).toHaveBeenCalledTimes(1);
    expect(audit).not.toHaveBeenCalled();
  });
});

describe('SessionResolver: access tokens it has verified before', () => {
  let clock: number;
  let keyLookups: number;
  let remembering: FastifyInstance;

  beforeAll(async () => {
    const keys = createLocalJWKSet({ keys: [publicJwk] });
    const resolver = new SessionResolver({
      jwksUrl: 'http://127.0.0.1:9/.well-known/jwks.json',
      // Counts the signatures checked: the key is looked up once per verification.
      keys: (header, token) => {
        keyLookups += 1;
        return keys(header, token);
      },
      issuer: 'village-identity',
      audience: 'village',
      secureCookies: false,
      identity,
      revocations,
      audit,
      now: () => clock,
    });
    remembering = Fastify();
    await remembering.register(fastifyCookie);
    remembering.get('/api/whoami', async (request, reply) => resolver.resolve(request, reply, 'test-correlation-id'));
    await remembering.ready();
  });

  afterAll(async () => {
    await remembering.close();
  });

  beforeEach(() => {
    clock = Date.now();
    keyLookups = 0;
  });

  const withAccessToken = (token: string) =>
    remembering.inject({ method: 'GET', url: '/api/whoami', cookies: { [ACCESS_COOKIE]: token } });

  it('checks the signature of a token once, and accepts the same token again without checking it', async () => {
    const token = await accessToken({ sid: 'session-remembered' });

    for (let request = 0; request < 3; request += 1) {
      expect((await withAccessToken(token)).json()).toEqual({ accessToken: token, userId: 'user-1' });
    }
    expect(keyLookups).toBe(1);
  });

  it('stops accepting a remembered token once too little of it is left, and never after it expires', async () => {
    const token = await accessToken({ sid: 'session-expiring', expiresInSeconds: 600 });
    expect((await withAccessToken(token)).json()).toEqual({ accessToken: token, userId: 'user-1' });

    // 30 seconds before expiry the gateway refreshes instead (no refresh token here: anonymous).
    clock += 575_000;
    expect((await withAccessToken(token)).json()).toEqual({ accessToken: null, userId: null });
    clock += 60_000;
    expect((await withAccessToken(token)).json()).toEqual({ accessToken: null, userId: null });
  });

  it('refuses tokens with the same user and session that a remembered one has, when they are broken', async () => {
    const genuine = await accessToken({ sid: 'session-genuine' });
    expect((await withAccessToken(genuine)).json()).toEqual({ accessToken: genuine, userId: 'user-1' });

    for (const shape of [
      { expiresInSeconds: -10 },
      { issuer: 'someone-else' },
      { audience: 'another-app' },
      { alg: 'PS256' as const },
    ]) {
      const broken = await accessToken({ sid: 'session-genuine', ...shape });
      expect((await withAccessToken(broken)).json()).toEqual({ accessToken: null, userId: null });
    }
    expect((await withAccessToken(genuine)).json()).toEqual({ accessToken: genuine, userId: 'user-1' });
  });

  it('still asks the revocation list about a remembered token on every request', async () => {
    const token = await accessToken({ sid: 'session-signed-out-later' });
    expect((await withAccessToken(token)).json()).toEqual({ accessToken: token, userId: 'user-1' });

    revokedFeed.revokedSessions.mockResolvedValue({
      asOf: new Date(clock).toISOString(),
      sessions: [{ sessionId: 'session-signed-out-later', until: new Date(clock + 600_000).toISOString() }],
    });

    expect((await withAccessToken(token)).json()).toEqual({ accessToken: null, userId: null });
    expect(keyLookups).toBe(1);
  });
});
