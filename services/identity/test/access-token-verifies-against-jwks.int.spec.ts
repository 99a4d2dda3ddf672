import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;
let jwks: JSONWebKeySet;
let registered: SessionBody;

beforeAll(async () => {
  identity = await startIdentity();
  const response = await identity.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
  expect(response.statusCode).toBe(200);
  jwks = response.json<JSONWebKeySet>();
  registered = (await identity.register(validRegistration())).json<SessionBody>();
});

afterAll(async () => {
  await identity?.close();
});

it('publishes one RS256 signing key, and only its public half', () => {
  expect(jwks.keys).toHaveLength(1);
  const [key] = jwks.keys;
  expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: identity.keys.publicJwk.kid });
  expect(key.n).toBe(identity.keys.publicJwk.n);
  for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);
});

it('issues access tokens that verify against it with RS256, issuer and audience, for the member', async () => {
  const { payload, protectedHeader } = await jwtVerify(registered.session.accessToken, createLocalJWKSet(jwks), {
    algorithms: ['RS256'],
    issuer: 'village-identity',
    audience: 'village',
  });
  expect(protectedHeader.kid).toBe(jwks.keys[0].kid);
  expect(payload.sub).toBe(registered.user.id);
  expect(payload.email).toBe(registered.user.email);
  expect(payload.adm).toBe(false);
  // `exp` is whole seconds; the session's expiry is the same instant to the millisecond.
  expect(payload.exp).toBe(Math.floor(Date.parse(registered.session.accessTokenExpiresAt) / 1000));
  expect(payload.exp! - payload.iat!).toBe(900);
});

it('issues tokens a verifier expecting another audience or issuer refuses', async () => {
  const keySet = createLocalJWKSet(jwks);
  await expect(jwtVerify(registered.session.accessToken, keySet, { audience: 'someone-else' })).rejects.toThrow();
  await expect(jwtVerify(registered.session.accessToken, keySet, { issuer: 'someone-else' })).rejects.toThrow();
  expect(decodeProtectedHeader(registered.session.accessToken).alg).toBe('RS256');
});
