import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestUser {
  id: string;
  email?: string;
  isAdmin?: boolean;
}

export interface TestTokens {
  jwksUrl: string;
  /** A bearer token for the member, signed the way identity signs access tokens (RS256). */
  tokenFor(user: TestUser): Promise<string>;
  close(): Promise<void>;
}

const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An RSA key pair whose public half is served as a JWKS on a local port, as identity serves its own.
 * Signed with node:crypto rather than jose: jose is ESM-only and the repository's jest tiers do not transform ESM.
 */
export async function startTestTokens(): Promise<TestTokens> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const jwks = JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    tokenFor: async (user) => sign(privateKey, kid, user),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function sign(key: KeyObject, kid: string, user: TestUser): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', typ: 'JWT', kid });
  const claims = base64url({
    sub: user.id,
    email: user.email ?? `${user.id}@example.test`,
    adm: user.isAdmin === true,
    iss: 'village-identity',
    aud: 'village',
    iat: now,
    exp: now + 300,
  });
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(key).toString('base64url');
  return `${header}.${claims}.${signature}`;
}
