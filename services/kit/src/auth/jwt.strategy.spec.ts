import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { Strategy, type SecretOrKeyProvider } from 'passport-jwt';
import type { AccessTokenClaims } from './authenticated-user';
import { JwtStrategy, jwtStrategyOptions } from './jwt.strategy';

const ISSUER = 'village-identity';
const AUDIENCE = 'village';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = publicKey.export({ format: 'pem', type: 'spki' }).toString();

/** Hands the strategy the public key without a JWKS round trip. */
const staticKey: SecretOrKeyProvider = (_request, _token, done) => done(null, publicPem);

interface TokenShape {
  alg?: 'RS256' | 'PS256' | 'RS512';
  issuer?: string;
  audience?: string;
  expiresInSeconds?: number;
  key?: KeyObject;
}

function token(shape: TokenShape = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'sam@example.test', adm: false, sid: 'session-1' })
    .setProtectedHeader({ alg: shape.alg ?? 'RS256', typ: 'JWT' })
    .setSubject('user-1')
    .setIssuer(shape.issuer ?? ISSUER)
    .setAudience(shape.audience ?? AUDIENCE)
    .setIssuedAt(now - 600)
    .setExpirationTime(now + (shape.expiresInSeconds ?? 300))
    .sign(shape.key ?? privateKey);
}

type Outcome = { accepted: AccessTokenClaims } | { refused: string };

/** Runs the subgraphs' passport strategy, with their options, on a request carrying `bearer`. */
function authenticate(bearer: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const strategy = new Strategy(
      jwtStrategyOptions({ jwksUrl: 'http://unused.invalid/jwks', issuer: ISSUER, audience: AUDIENCE }, staticKey),
      (claims: AccessTokenClaims, done: (error: unknown, user: AccessTokenClaims) => void) => done(null, claims),
    );
    const running = Object.assign(Object.create(strategy) as Strategy, {
      success: (user: AccessTokenClaims) => resolve({ accepted: user }),
      fail: (info: unknown) => resolve({ refused: String(info) }),
      error: (error: unknown) => resolve({ refused: String(error) }),
    });
    running.authenticate({ headers: { authorization: `Bearer ${bearer}` } } as never, {});
  });
}

describe('the subgraphs’ bearer-token check', () => {
  it('accepts a current RS256 token from identity for our audience', async () => {
    expect(await authenticate(await token())).toEqual({
      accepted: expect.objectContaining({ sub: 'user-1', sid: 'session-1' }),
    });
  });

  it('refuses an expired token', async () => {
    expect(await authenticate(await token({ expiresInSeconds: -1 }))).toEqual({
      refused: expect.stringContaining('jwt expired'),
    });
  });

  it('refuses a token from another issuer', async () => {
    expect(await authenticate(await token({ issuer: 'someone-else' }))).toEqual({
      refused: expect.stringContaining('jwt issuer invalid'),
    });
  });

  it('refuses a token for another audience', async () => {
    expect(await authenticate(await token({ audience: 'another-app' }))).toEqual({
      refused: expect.stringContaining('jwt audience invalid'),
    });
  });

  it.each(['PS256', 'RS512'] as const)('refuses a token signed with the right key but %s', async (alg) => {
    expect(await authenticate(await token({ alg }))).toEqual({ refused: expect.stringContaining('invalid algorithm') });
  });

  it('refuses a token signed with another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(await authenticate(await token({ key: other }))).toEqual({
      refused: expect.stringContaining('invalid signature'),
    });
  });
});

describe('the subgraphs’ bearer-token check, for a token it has verified before', () => {
  let keyLookups = 0;
  const countingKey: SecretOrKeyProvider = (request, rawToken, done) => {
    keyLookups += 1;
    staticKey(request, rawToken, done);
  };
  const strategy = new JwtStrategy({
    jwksUrl: 'http://unused.invalid/jwks',
    issuer: ISSUER,
    audience: AUDIENCE,
    keyProvider: countingKey,
  });

  /** Runs the service's own strategy (passport's per-request copy of it) on a request carrying `bearer`. */
  function authenticateWithService(bearer: string): Promise<Outcome> {
    return new Promise((resolve) => {
      const running = Object.assign(Object.create(strategy) as JwtStrategy, {
        success: (user: AccessTokenClaims) => resolve({ accepted: user }),
        fail: (info: unknown) => resolve({ refused: String(info) }),
        error: (error: unknown) => resolve({ refused: String(error) }),
      });
      running.authenticate({ headers: { authorization: `Bearer ${bearer}` } } as never);
    });
  }

  beforeEach(() => {
    keyLookups = 0;
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('checks the signature once, and accepts the same token again as the same member', async () => {
    const current = await token();

    for (let request = 0; request < 3; request += 1) {
      expect(await authenticateWithService(current)).toEqual({
        accepted: { id: 'user-1', email: 'sam@example.test', isAdmin: false, sessionId: 'session-1' },
      });
    }
    expect(keyLookups).toBe(1);
  });

  it('refuses the remembered token once it has expired', async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const shortLived = await token({ expiresInSeconds: 60 });
    expect(await authenticateWithService(shortLived)).toMatchObject({ accepted: { id: 'user-1' } });

    jest.setSystemTime(Date.now() + 61_000);

    expect(await authenticateWithService(shortLived)).toEqual({ refused: expect.stringContaining('jwt expired') });
  });

  it.each<[string, TokenShape]>([
    ['expired', { expiresInSeconds: -1 }],
    ['from another issuer', { issuer: 'someone-else' }],
    ['for another audience', { audience: 'another-app' }],
    ['signed with the right key but PS256', { alg: 'PS256' }],
  ])('refuses a token %s for a member whose genuine token it remembers', async (_label, shape) => {
    expect(await authenticateWithService(await token())).toMatchObject({ accepted: { id: 'user-1' } });

    expect(await authenticateWithService(await token(shape))).toEqual({ refused: expect.any(String) });
  });
});
