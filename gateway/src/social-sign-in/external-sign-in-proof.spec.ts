import { createHmac, randomBytes } from 'node:crypto';
import { loadGatewayEnv } from '../env';
import { IdentityClient } from '../session/identity-client';

const KEY = randomBytes(32).toString('base64');
const SIGNED_AT = new Date('2026-12-01T10:00:00Z');
const claims = {
  provider: 'google',
  subject: 'google-123',
  email: 'amara@example.test',
  emailVerified: true,
  firstName: 'Amara',
  lastName: 'Okafor',
};

describe('the call to identity for a social sign-in', () => {
  let fetchSpy: jest.SpyInstance;

  beforeEach(() => {
    fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify({ user: { id: 'u1' }, session: {} })));
  });

  afterEach(() => fetchSpy.mockRestore());

  it('carries the claims with a timestamp and a proof that verifies with EXTERNAL_SIGN_IN_KEY', async () => {
    const identity = new IdentityClient('http://identity.test', { key: KEY, now: () => SIGNED_AT });

    await identity.signInExternal(claims, 'correlation-1', { ip: '203.0.113.9' });

    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('http://identity.test/sessions/external');
    expect(JSON.parse(init.body as string)).toEqual(claims);
    expect(headers['x-village-external-sign-in-at']).toBe(String(SIGNED_AT.getTime()));
    // Identity's side of the contract, computed here on its own.
    const text = JSON.stringify([
      String(SIGNED_AT.getTime()),
      'google',
      'google-123',
      'amara@example.test',
      true,
      'Amara',
      'Okafor',
    ]);
    const expected = createHmac('sha256', Buffer.from(KEY, 'base64')).update(text).digest('base64url');
    expect(headers['x-village-external-sign-in-proof']).toBe(expected);
  });

  it('signs other claims differently, so a proof cannot be moved to another member', async () => {
    const identity = new IdentityClient('http://identity.test', { key: KEY, now: () => SIGNED_AT });

    await identity.signInExternal(claims, 'c1', {});
    await identity.signInExternal({ ...claims, email: 'someone@example.test' }, 'c2', {});

    const proofs = fetchSpy.mock.calls.map(
      ([, init]) =>
        (init as RequestInit & { headers: Record<string, string> }).headers['x-village-external-sign-in-proof'],
    );
    expect(proofs[0]).not.toBe(proofs[1]);
  });

  it('sends nothing without the key', async () => {
    const identity = new IdentityClient('http://identity.test');

    await expect(identity.signInExternal(claims, 'c1', {})).rejects.toThrow('EXTERNAL_SIGN_IN_KEY is not set');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the gateway environment for social sign-in', () => {
  const base = { IDENTITY_URL: 'http://identity.test', MEDIA_URL: 'http://media.test' };
  const google = { GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'google-secret' };

  it.each([
    ['Google', google],
    ['Facebook', { FACEBOOK_CLIENT_ID: 'facebook-client', FACEBOOK_CLIENT_SECRET: 'facebook-secret' }],
  ])('refuses to boot with %s set up but no EXTERNAL_SIGN_IN_KEY, naming the variable', (_provider, provider) => {
    expect(() => loadGatewayEnv({ ...base, ...provider })).toThrow(
      /EXTERNAL_SIGN_IN_KEY: is required when Google or Facebook sign-in is set up/,
    );
    expect(() => loadGatewayEnv({ ...base, ...provider, EXTERNAL_SIGN_IN_KEY: '' })).toThrow(/EXTERNAL_SIGN_IN_KEY/);
  });

  it('refuses a key that is not 32 bytes, base64', () => {
    expect(() => loadGatewayEnv({ ...base, ...google, EXTERNAL_SIGN_IN_KEY: 'short' })).toThrow(
      /EXTERNAL_SIGN_IN_KEY: must be 32 random bytes, base64/,
    );
  });

  it('boots with a provider and the key, and without any provider (empty settings count as unset)', () => {
    expect(loadGatewayEnv({ ...base, ...google, EXTERNAL_SIGN_IN_KEY: KEY }).EXTERNAL_SIGN_IN_KEY).toBe(KEY);
    const unset = loadGatewayEnv({ ...base, GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '', EXTERNAL_SIGN_IN_KEY: '' });
    expect(unset.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(unset.EXTERNAL_SIGN_IN_KEY).toBeUndefined();
  });
});
