import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContext } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) standing in for Google in the end-to-end tier: discovery, the
 * authorization code flow with PKCE (required), id_tokens signed with its own RSA key, and a one-page login where
 * the test types the email address to sign in with and says whether the provider has verified it. It listens on
 * 127.0.0.1 only and keeps everything in memory.
 */
export interface OidcStandInOptions {
  port: number;
  /** The relying party's callback, e.g. http://localhost:8080/api/auth/google/callback. */
  redirectUri: string;
  clientId?: string;
}

export interface RunningOidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The gateway's configuration for Google sign-in against this provider. */
  gatewayEnv: Record<string, string>;
  stop(): Promise<void>;
}

interface StandInAccount {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

const INTERACTION = /^\/interaction\/([\w-]+)(\/login)?$/;

/** The same email always has the same subject, as at a real provider. */
const subjectOf = (email: string) => `stand-in-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function loginPage(uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Stand-in Google sign-in</title></head>
<body>
<main>
<h1>Stand-in Google sign-in</h1>
<p>A local OpenID provider for tests, signing in to ${escapeHtml(clientId)}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
<p><label for="givenName">First name</label> <input id="givenName" name="givenName"></p>
<p><label for="familyName">Last name</label> <input id="familyName" name="familyName"></p>
<p><input id="emailVerified" name="emailVerified" type="checkbox" value="true" checked>
<label for="emailVerified">Email verified</label></p>
<p><button type="submit">Sign in</button></p>
</form>
</main>
</body>
</html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcStandIn(options: OidcStandInOptions): Promise<RunningOidcStandIn> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = options.clientId ?? 'village-e2e';
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, StandInAccount>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'stand-in', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    // Google puts the email and name claims in the id_token; so does the stand-in.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // A first-party test client: consent is implied, as for an app the member already approved at Google.
    loadExistingGrant: async (context: KoaContext) => {
      const accountId = context.oidc.session?.accountId;
      const client = context.oidc.client;
      if (!accountId || !client) return undefined;
      const grant = new provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_context: unknown, subject: string) => {
      const account = accounts.get(subject);
      if (!account) return undefined;
      return {
        accountId: subject,
        claims: async () => ({
          sub: subject,
          email: account.email,
          email_verified: account.emailVerified,
          name: `${account.givenName} ${account.familyName}`.trim(),
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
  });
  const handleProtocol = provider.callback();

  const handleInteraction = async (request: IncomingMessage, response: ServerResponse, login: boolean) => {
    const details = await provider.interactionDetails(request, response);
    if (!login) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(loginPage(details.uid, String(details.params.client_id ?? '')));
      return;
    }
    const form = await readForm(request);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (!email) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('email is required');
      return;
    }
    const accountId = subjectOf(email);
    accounts.set(accountId, {
      email,
      emailVerified: form.get('emailVerified') === 'true',
      givenName: (form.get('givenName') ?? '').trim(),
      familyName: (form.get('familyName') ?? '').trim(),
    });
    await provider.interactionFinished(request, response, { login: { accountId } }, { mergeWithLastSubmission: false });
  };

  const server: Server = createServer((request, response) => {
    const match = INTERACTION.exec((request.url ?? '').split('?')[0]);
    if (!match) {
      handleProtocol(request, response);
      return;
    }
    const login = match[2] !== undefined && request.method === 'POST';
    handleInteraction(request, response, login).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(`stand-in interaction failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  if (port !== options.port) throw new Error(`the stand-in listens on ${port}, not ${options.port}`);

  return {
    issuer,
    clientId,
    clientSecret,
    gatewayEnv: { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
