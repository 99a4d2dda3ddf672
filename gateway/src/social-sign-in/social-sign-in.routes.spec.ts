// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../errors/error-handler';
import { registerOpenApi } from '../openapi/openapi';
import { IdentityCallError } from '../session/identity-client';
import { SIGN_IN_FLOW_COOKIE, SignInFlowSealer } from './sign-in-flow-cookie';
import type { AuthorizationRequest, ExternalIdentityClaims } from './social-providers';
import { socialSignInRoutes } from './social-sign-in.routes';

const START = Date.parse('2026-12-01T10:00:00Z');
const PROVIDER_SIGN_IN = 'https://accounts.example.test/authorize';
const claims: ExternalIdentityClaims = {
  provider: 'google',
  subject: 'google-123',
  email: 'amara@example.test',
  emailVerified: true,
  firstName: 'Amara',
  lastName: 'Okafor',
};
const session = {
  accessToken: 'access-token',
  accessTokenExpiresAt: new Date(START + 900_000).toISOString(),
  refreshToken: 'refresh-token',
  refreshTokenExpiresAt: new Date(START + 30 * 86_400_000).toISOString(),
};

let app: FastifyInstance;
let now: number;
let google: { provider: 'google'; authorizationUrl: jest.Mock; identityFrom: jest.Mock };
let identity: { signInExternal: jest.Mock };
let audit: jest.Mock;

beforeEach(async () => {
  now = START;
  google = {
    provider: 'google',
    authorizationUrl: jest.fn(async (request: AuthorizationRequest) => {
      const url = new URL(PROVIDER_SIGN_IN);
      url.searchParams.set('state', request.state);
      return url;
    }),
    identityFrom: jest.fn(async () => claims),
  };
  identity = { signInExternal: jest.fn(async () => ({ user: { id: 'u1', hasPendingSignup: true }, session })) };
  audit = jest.fn();
  app = Fastify();
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await registerOpenApi(app, { browsable: false });
  registerErrorHandling(app);
  await app.register(socialSignInRoutes, {
    providers: { google: google },
    sealer: new SignInFlowSealer({ google: 'google client secret' }),
    identity: identity,
    publicBaseUrl: 'http://village.test:8080',
    secureCookies: false,
    authRateLimitPerMinute: 1000,
    audit,
    contextOf: () => ({ accessToken: null, userId: null, correlationId: 'test-correlation-id' }),
    now: () => now,
  });
  await app.ready();
});

afterEach(async () => {
  await app.close();
});

/** Starts a Google sign-in: the sealed flow cookie and the state the provider will send back. */
async function start(): Promise<{ cookie: string; state: string; request: AuthorizationRequest }> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(response.statusCode).toBe(302);
  const flowCookie = response.cookies.find((cookie) => cookie.name === SIGN_IN_FLOW_COOKIE);
  const request = google.authorizationUrl.mock.calls.at(-1)[0] as AuthorizationRequest;
  return { cookie: flowCookie!.value, state: new URL(response.headers.location!).searchParams.get('state')!, request };
}

const callback = (query: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/auth/google/callback?${query}`,
    cookies: cookie === undefined ? {} : { [SIGN_IN_FLOW_COOKIE]: cookie },
  });

const signInError = (reason: string, provider = 'google') => `/signin?error=${reason}&provider=${provider}`;

it('says which providers are set up', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ google: true, facebook: false });
});

it('sends the browser to the provider with a fresh state, nonce and PKCE verifier sealed in a 10-minute cookie', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/auth/google' });

  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toMatch(new RegExp(`^${PROVIDER_SIGN_IN}\\?state=`));
  const request = google.authorizationUrl.mock.calls[0][0] as AuthorizationRequest;
  expect(request.redirectUri).toBe('http://village.test:8080/api/auth/google/callback');
  for (const value of [request.state, request.nonce, request.codeVerifier]) expect(value).toMatch(/^[\w-]{43}$/);
  expect(new Set([request.state, request.nonce, request.codeVerifier]).size).toBe(3);
  const cookie = response.cookies.find((candidate) => candidate.name === SIGN_IN_FLOW_COOKIE)!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
  for (const secret of [request.state, request.nonce, request.codeVerifier]) expect(cookie.value).not.toContain(secret);
});

it('signs a new member in and sends them to finish signing up; the flow cookie is cleared', async () => {
  const { cookie, state, request } = await start();

  const response = await callback(`code=the-code&state=${state}`, cookie);

  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/signup-complete');
  const [currentUrl, checked] = google.identityFrom.mock.calls[0] as [URL, AuthorizationRequest];
  expect(currentUrl.href).toBe(`http://village.test:8080/api/auth/google/callback?code=the-code&state=${state}`);
  expect(checked).toEqual(request);
  expect(identity.signInExternal).toHaveBeenCalledWith(
    claims,
    'test-correlation-id',
    expect.objectContaining({ ip: '127.0.0.1' }),
  );
  const cookies = Object.fromEntries(response.cookies.map((set) => [set.name, set]));
  expect(cookies.village_at).toMatchObject({ value: 'access-token', httpOnly: true });
  expect(cookies.village_rt).toMatchObject({ value: 'refresh-token', httpOnly: true });
  expect(cookies[SIGN_IN_FLOW_COOKIE].value).toBe('');
});

it('sends a returning member home', async () => {
  identity.signInExternal.mockResolvedValueOnce({ user: { id: 'u1', hasPendingSignup: false }, session });
  const { cookie, state } = await start();

  const response = await callback(`code=c&state=${state}`, cookie);

  expect(response.headers.location).toBe('/');
});

describe('ends on /signin with a reason, signing nobody in, when', () => {
  afterEach(() => {
    expect(identity.signInExternal).not.toHaveBeenCalled();
  });

  it('the flow cookie is missing', async () => {
    const { state } = await start();

    const response = await callback(`code=c&state=${state}`);

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(signInError('social-sign-in-failed'));
    expect(google.identityFrom).not.toHaveBeenCalled();
    expect(audit).toHaveBeenCalledWith(
      'sign_in.external_refused',
      expect.objectContaining({ detail: 'google: no valid sign-in flow cookie' }),
    );
  });

  it('the flow cookie was altered', async () => {
    const { cookie, state } = await start();
    const bytes = Buffer.from(cookie, 'base64url');
    bytes[bytes.length - 1] ^= 1;

    const response = await callback(`code=c&state=${state}`, bytes.toString('base64url'));

    expect(response.headers.location).toBe(signInError('social-sign-in-failed'));
    expect(google.identityFrom).not.toHaveBeenCalled();
  });

  it('the state differs from the one the sign-in started with, or is missing', async () => {
    const { cookie, state } = await start();
    const tampered = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;

    for (const query of [`code=c&state=${tampered}`, 'code=c']) {
      const response = await callback(query, cookie);
      expect(response.headers.location).toBe(signInError('social-sign-in-failed'));
    }
    expect(google.identityFrom).not.toHaveBeenCalled();
    expect(audit).toHaveBeenCalledWith(
      'sign_in.external_refused',
      expect.objectContaining({ detail: 'google: state does not match' }),
    );
  });

  it('the sign-in started more than 10 minutes ago', async () => {
    const { cookie, state } = await start();
    now += 10 * 60 * 1000 + 1;

    const response = await callback(`code=c&state=${state}`, cookie);

    expect(response.headers.location).toBe(signInError('social-sign-in-failed'));
  });

  it('the member cancelled at the provider (the provider’s own words never reach the page)', async () => {
    const { cookie, state } = await start();

    const response = await callback(
      `error=access_denied&error_description=${encodeURIComponent('<script>alert(1)</script>')}&state=${state}`,
      cookie,
    );

    expect(response.headers.location).toBe(signInError('social-sign-in-cancelled'));
    expect(JSON.stringify(audit.mock.calls)).not.toContain('script');
  });

  it("the provider's answer does not validate (a bad code, id_token or nonce)", async () => {
    google.identityFrom.mockRejectedValueOnce(new Error('unexpected ID Token "nonce" claim value'));
    const { cookie, state } = await start();

    const response = await callback(`code=c&state=${state}`, cookie);

    expect(response.headers.location).toBe(signInError('social-sign-in-failed'));
    expect(response.headers.location).not.toContain('nonce');
  });

  it('the provider shared no email address', async () => {
    google.identityFrom.mockResolvedValueOnce({ ...claims, email: undefined });
    const { cookie, state } = await start();

    const response = await callback(`code=c&state=${state}`, cookie);

    expect(response.headers.location).toBe(signInError('social-email-missing'));
  });

  it('the provider is not set up (Facebook here)', async () => {
    const started = await app.inject({ method: 'GET', url: '/api/auth/facebook' });
    const returned = await app.inject({ method: 'GET', url: '/api/auth/facebook/callback?code=c&state=s' });

    for (const response of [started, returned]) {
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(signInError('social-sign-in-unavailable', 'facebook'));
    }
  });
});

it.each([
  [409, 'social-account-exists'],
  [403, 'social-email-unverified'],
  [400, 'social-sign-in-failed'],
  [503, 'social-sign-in-failed'],
])('ends on /signin when identity answers %i, never with an error page', async (status, reason) => {
  identity.signInExternal.mockRejectedValueOnce(new IdentityCallError(status, { message: 'identity said no' }));
  const { cookie, state } = await start();

  const response = await callback(`code=c&state=${state}`, cookie);

  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(signInError(reason));
  expect(response.cookies.map((set) => set.name)).not.toContain('village_at');
});

it('refuses a provider it does not know with 400', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/auth/myspace' });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: expect.stringContaining('google or facebook') });
});
