import { decodeJwt, decodeProtectedHeader, importPKCS8, SignJWT, type JWTPayload } from 'jose';
import { subgraphQuery } from '../../tests/support/auth/subgraph-graphql';
import { startTestKeys, type TestKeys } from '../../tests/support/auth/test-keys';
import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { Browser, startGatewayWithIdentity, type GatewayTestStack } from './support/gateway-test-app';

// The gateway and identity each remember the access tokens they verified (docs/decisions/009-gateway-overhead.md).
// A token that differs from a remembered one in any way is a different token: it is verified in full, and refused
// when broken, even when it names the same member and session. Revoked sessions: see
// sign-out-ends-access-token-through-gateway and password-change-ends-sessions-through-gateway, which use the
// token (so it is remembered) before ending its session.

let stack: GatewayTestStack;
let strangers: TestKeys;
const form = validRegistration({ fullName: 'Robin Remembered' });
let memberId: string;
let genuine: string;
let claims: JWTPayload;
let kid: string;

beforeAll(async () => {
  stack = await startGatewayWithIdentity();
  strangers = await startTestKeys();
  memberId = (await stack.identity.register(form)).json<{ user: { id: string } }>().user.id;
  const browser = new Browser(stack.gateway);
  await browser.open();
  expect((await browser.request('POST', '/api/auth/signin', { payload: form })).statusCode).toBe(200);
  genuine = browser.cookies.get('village_at')!;
  claims = decodeJwt(genuine);
  kid = decodeProtectedHeader(genuine).kid!;
});

afterAll(async () => {
  await strangers?.close();
  await stack?.close();
});

const ME = '{ me { id } }';

/** Who the gateway takes a request with only this access-token cookie to be. */
async function meThroughGateway(accessToken: string): Promise<string | null> {
  const response = await stack.gateway.inject({
    method: 'GET',
    url: `/graphql?query=${encodeURIComponent(ME)}`,
    headers: { 'apollo-require-preflight': 'true' },
    cookies: { village_at: accessToken },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { me: { id: string } | null } }>().data.me?.id ?? null;
}

/** Who identity's subgraph takes a request with this bearer token to be (an error when it refuses the token). */
async function meAtIdentity(accessToken: string): Promise<string | null | { refused: string }> {
  const answer = await subgraphQuery<{ me: { id: string } | null }>(stack.identity.app, accessToken, ME);
  if (answer.errors) return { refused: answer.errors[0].message };
  return answer.data?.me?.id ?? null;
}

interface Breakage {
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  issuedAt?: number;
  keys?: 'strangers';
}

/**
 * A token with the genuine one's claims and header but for what `breakage` changes: with no change and the same
 * key it would be the genuine token itself (RS256 signatures are deterministic); with another key only its
 * signature differs.
 */
async function brokenToken(breakage: Breakage): Promise<string> {
  const keys = breakage.keys === 'strangers' ? strangers : stack.identity.keys;
  return new SignJWT({ email: claims.email, adm: claims.adm, sid: claims.sid })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setSubject(claims.sub!)
    .setIssuer(breakage.issuer ?? claims.iss!)
    .setAudience(breakage.audience ?? claims.aud!)
    .setIssuedAt(breakage.issuedAt ?? claims.iat!)
    .setExpirationTime(breakage.expiresAt ?? claims.exp!)
    .sign(await importPKCS8(keys.privateKeyPem, 'RS256'));
}

it('accepts the member’s genuine token again and again, at the gateway and at identity', async () => {
  for (let request = 0; request < 3; request += 1) {
    expect(await meThroughGateway(genuine)).toBe(memberId);
    expect(await meAtIdentity(genuine)).toBe(memberId);
  }
});

it('accepts a new token for the member signed with identity’s key (a different string, verified in full)', async () => {
  const resigned = await brokenToken({ issuedAt: claims.iat! - 1 });
  expect(resigned).not.toBe(genuine);

  expect(await meThroughGateway(resigned)).toBe(memberId);
  expect(await meAtIdentity(resigned)).toBe(memberId);
});

it.each<[string, Breakage]>([
  ['expired', { expiresAt: Math.floor(Date.now() / 1000) - 10 }],
  ['from another issuer', { issuer: 'someone-else' }],
  ['for another audience', { audience: 'another-app' }],
  ['signed with another key (the same header and claims)', { keys: 'strangers' }],
])(
  'refuses a token %s for the same member and session, after the genuine one was remembered',
  async (_label, breakage) => {
    expect(await meThroughGateway(genuine)).toBe(memberId);
    expect(await meAtIdentity(genuine)).toBe(memberId);

    const broken = await brokenToken(breakage);

    expect(await meThroughGateway(broken)).toBeNull();
    expect(await meAtIdentity(broken)).toEqual({ refused: 'Sign in required' });
  },
);
