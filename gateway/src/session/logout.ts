import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayAudit } from './audit-log';
import { clearSessionCookies, readSessionCookies } from './cookies';
import { CSRF_FORM_FIELD } from './csrf';
import type { IdentityClient } from './identity-client';
import type { RevocationList } from './revocation-list';
import { sessionOf } from './session-resolver';

export interface SignOutDependencies {
  identity: Pick<IdentityClient, 'revoke'>;
  revocations: Pick<RevocationList, 'revoke'>;
  secureCookies: boolean;
  audit?: GatewayAudit;
}

/** Identity's ACCESS_TOKEN_TTL_SECONDS is at most an hour. */
const LONGEST_ACCESS_TOKEN_MS = 3_600_000;

/** A sign-out confirmation form's body is tiny. */
const FORM_BODY_LIMIT = 4_096;

/** Lets the routes of `app` read a plain HTML form's body (the confirmation page posts one). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * Whether a GET /api/logout was started on Village itself (a link in the web app) or by the member (typed, a
 * bookmark): `Sec-Fetch-Site` says so in current browsers; without it, an `Origin` or `Referer` of our own origin
 * does. Anything else, including no evidence at all, may be another site's link or image.
 */
export function startedOnThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const evidence = request.headers.origin ?? request.headers.referer;
  if (typeof evidence !== 'string') return false;
  try {
    return new URL(evidence).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page a sign-out link from another site lands on: one sentence, one button that posts the CSRF token. */
export function logoutConfirmationPage(csrfToken: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out of Village?</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f5f2;color:#1f2933}
main{max-width:28rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.12);text-align:center}
button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#1d4ed8}
</style>
</head>
<body>
<main>
<h1>Sign out of Village?</h1>
<p>A link from another website asked to sign you out. Do you want to sign out of Village on this device?</p>
<form method="post" action="/api/logout">
<input type="hidden" name="${CSRF_FORM_FIELD}" value="${escapeHtml(csrfToken)}">
<button type="submit">Sign out</button>
</form>
<p><a href="/">No, take me back to Village</a></p>
</main>
</body>
</html>
`;
}

export function sendLogoutConfirmation(
  request: FastifyRequest,
  reply: FastifyReply,
  csrfToken: string,
  audit?: GatewayAudit,
): FastifyReply {
  audit?.('logout.confirmation_required', {
    ip: request.ip,
    detail: `sec-fetch-site: ${String(request.headers['sec-fetch-site'] ?? 'absent')}`,
  });
  return reply
    .status(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(logoutConfirmationPage(csrfToken));
}

/**
 * Ends the browser's session: identity revokes the whole refresh-token family, the gateway stops accepting the
 * session's access token at once, and the cookies are cleared.
 */
export async function signOut(
  request: FastifyRequest,
  reply: FastifyReply,
  correlationId: string,
  dependencies: SignOutDependencies,
): Promise<void> {
  const { accessToken, refreshToken } = readSessionCookies(request, dependencies.secureCookies);
  if (refreshToken) await dependencies.identity.revoke(refreshToken, correlationId, request.ip);
  const session = accessToken ? sessionOf(accessToken) : null;
  // The cookie is not verified here: bound how long a made-up expiry could keep an entry.
  if (session) {
    dependencies.revocations.revoke(
      session.sessionId,
      Math.min(session.expiresAtMs, Date.now() + LONGEST_ACCESS_TOKEN_MS),
    );
  }
  dependencies.audit?.('session.revoked', { ip: request.ip, correlationId, detail: 'sign-out' });
  clearSessionCookies(reply, dependencies.secureCookies);
}
