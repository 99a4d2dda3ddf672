import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calculateJwkThumbprint, exportJWK, SignJWT, type JWK } from 'jose';

/** What identity puts in `iss` and `aud` (the defaults of JWT_ISSUER and JWT_AUDIENCE). */
export const TEST_ISSUER = 'village-identity';
export const TEST_AUDIENCE = 'village';

export interface TokenSubject {
  id: string;
  email?: string;
  isAdmin?: boolean;
}

export interface SignOptions {
  /** Seconds until `exp` (default 300; negative for an expired token). */
  expiresInSeconds?: number;
  issuer?: string;
  audience?: string;
}

export interface TestKeys {
  /** PKCS#8 PEM of the private key: identity's JWT_PRIVATE_KEY. */
  privateKeyPem: string;
  /** The public key as identity publishes it: `kid` is the RFC 7638 thumbprint, `alg` RS256, `use` sig. */
  publicJwk: JWK;
  /** A JWKS on 127.0.0.1 serving `publicJwk` (any path answers): JWKS_URL for identity and the other services. */
  jwksUrl: string;
  /** How many times the JWKS was fetched. */
  jwksRequests(): number;
  /** An access token signed with the key pair the way identity signs them (RS256, issuer, audience, sub, email, adm). */
  signAccessToken(subject: TokenSubject, options?: SignOptions): Promise<string>;
  close(): Promise<void>;
}

/**
 * An RSA key pair for one spec file: give `privateKeyPem` to identity as JWT_PRIVATE_KEY and `jwksUrl` to
 * any service as JWKS_URL; tokens identity issues and tokens from `signAccessToken` both verify against it.
 */
export async function startTestKeys(): Promise<TestKeys> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  const publicJwk: JWK = { ...jwk, kid, alg: 'RS256', use: 'sig' };
  const body = JSON.stringify({ keys: [publicJwk] });
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    privateKeyPem,
    publicJwk,
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    jwksRequests: () => requests,
    signAccessToken: (subject, options) => sign(privateKey, kid, subject, options),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function sign(key: KeyObject, kid: string, subject: TokenSubject, options: SignOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: subject.email ?? `${subject.id}@example.test`, adm: subject.isAdmin === true })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setSubject(subject.id)
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? TEST_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 300))
    .sign(key);
}
