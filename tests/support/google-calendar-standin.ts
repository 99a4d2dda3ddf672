import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the parts of Google's OAuth 2.0 and Calendar API v3 that Village uses, for tests without a
 * network: the consent screen (which approves at once and redirects back with a code and the state), the token
 * endpoint (authorization_code and refresh_token grants, checking the client and the redirect URI) and the primary
 * calendar's events (insert, update, delete by id, with Google's 409/404/410 answers), behind bearer tokens.
 */
export interface GoogleCalendarStandIn {
  /** GOOGLE_CALENDAR_AUTH_URL, GOOGLE_CALENDAR_TOKEN_URL and GOOGLE_CALENDAR_API_URL. */
  authUrl: string;
  tokenUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The next consent is refused: the browser comes back with ?error=access_denied. */
  denyNextConsent(): void;
  /** The next `times` calendar API calls answer 503 (Google's "backendError"). */
  failNextApiCalls(times: number): void;
  /** Access tokens issued from now on expire after this many seconds (default 3600). */
  expireTokensAfter(seconds: number): void;
  /** The events in the calendar, not deleted, by id. */
  events(): Map<string, StoredGoogleEvent>;
  /** How many times each grant type was asked for. */
  readonly grants: { authorization_code: number; refresh_token: number };
  close(): Promise<void>;
}

export interface StoredGoogleEvent {
  id: string;
  summary: string;
  start: { date?: string; dateTime?: string };
  end: { date?: string; dateTime?: string };
  [field: string]: unknown;
}

const BASE32HEX_ID = /^[a-v0-9]{5,1024}$/;

export async function startGoogleCalendarStandIn(): Promise<GoogleCalendarStandIn> {
  const clientId = `standin-${randomBytes(6).toString('hex')}.apps.googleusercontent.com`;
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, string>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Map<string, number>();
  const stored = new Map<string, StoredGoogleEvent & { deleted: boolean }>();
  const grants = { authorization_code: 0, refresh_token: 0 };
  let denyConsent = false;
  let failures = 0;
  let tokenLifetime = 3600;

  const server = createServer((request, response) => {
    void answer(request, response).catch(() => {
      if (!response.headersSent) json(response, 500, { error: 'internal' });
    });
  });

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://standin');
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return consent(url, response);
    if (request.method === 'POST' && url.pathname === '/token') return token(await readBody(request), response);
    if (url.pathname.startsWith('/calendar/v3/calendars/primary/events')) {
      return calendar(request, url.pathname.slice('/calendar/v3/calendars/primary/events'.length), response);
    }
    json(response, 404, { error: { code: 404, message: 'Not Found' } });
  }

  function consent(url: URL, response: ServerResponse): void {
    const redirectUri = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state');
    if (url.searchParams.get('client_id') !== clientId || !redirectUri || !state) {
      return json(response, 400, { error: 'invalid_request' });
    }
    if (url.searchParams.get('response_type') !== 'code' || !url.searchParams.get('scope')) {
      return json(response, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    back.searchParams.set('state', state);
    if (denyConsent) {
      denyConsent = false;
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = `4/${randomBytes(12).toString('hex')}`;
      codes.set(code, redirectUri);
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.toString() }).end();
  }

  function token(body: string, response: ServerResponse): void {
    const form = new URLSearchParams(body);
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return json(response, 401, { error: 'invalid_client' });
    }
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (codes.get(code) !== form.get('redirect_uri')) return json(response, 400, { error: 'invalid_grant' });
      codes.delete(code);
      grants.authorization_code += 1;
      const refreshToken = `1//${randomBytes(16).toString('hex')}`;
      refreshTokens.add(refreshToken);
      return json(response, 200, { ...issueAccess(), refresh_token: refreshToken });
    }
    if (grant === 'refresh_token' && refreshTokens.has(form.get('refresh_token') ?? '')) {
      grants.refresh_token += 1;
      return json(response, 200, issueAccess());
    }
    json(response, 400, { error: 'invalid_grant' });
  }

  function issueAccess() {
    const accessToken = `ya29.${randomBytes(16).toString('hex')}`;
    accessTokens.set(accessToken, Date.now() + tokenLifetime * 1000);
    return { access_token: accessToken, expires_in: tokenLifetime, token_type: 'Bearer', scope: 'calendar.events' };
  }

  async function calendar(request: IncomingMessage, path: string, response: ServerResponse): Promise<void> {
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const expiresAt = accessTokens.get(bearer);
    if (!expiresAt || expiresAt <= Date.now())
      return json(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    const body = await readBody(request);
    if (failures > 0) {
      failures -= 1;
      return json(response, 503, { error: { code: 503, message: 'Backend Error' } });
    }
    const id = decodeURIComponent(path.replace(/^\//, ''));
    const existing = stored.get(id);
    if (request.method === 'POST' && path === '') {
      const event = JSON.parse(body) as StoredGoogleEvent;
      if (!BASE32HEX_ID.test(event.id))
        return json(response, 400, { error: { code: 400, message: 'Invalid resource id value.' } });
      if (stored.has(event.id))
        return json(response, 409, { error: { code: 409, message: 'The requested identifier already exists.' } });
      stored.set(event.id, { ...event, deleted: false });
      return json(response, 200, event);
    }
    if (request.method === 'PUT' && id) {
      if (!existing) return json(response, 404, { error: { code: 404, message: 'Not Found' } });
      const event = JSON.parse(body) as StoredGoogleEvent;
      stored.set(id, { ...event, id, deleted: event.status === 'cancelled' });
      return json(response, 200, event);
    }
    if (request.method === 'DELETE' && id) {
      if (!existing) return json(response, 404, { error: { code: 404, message: 'Not Found' } });
      if (existing.deleted) return json(response, 410, { error: { code: 410, message: 'Resource has been deleted' } });
      existing.deleted = true;
      response.writeHead(204).end();
      return;
    }
    json(response, 405, { error: { code: 405, message: 'Method Not Allowed' } });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    authUrl: `${base}/o/oauth2/v2/auth`,
    tokenUrl: `${base}/token`,
    apiUrl: `${base}/calendar/v3`,
    clientId,
    clientSecret,
    denyNextConsent: () => {
      denyConsent = true;
    },
    failNextApiCalls: (times) => {
      failures = times;
    },
    expireTokensAfter: (seconds) => {
      tokenLifetime = seconds;
    },
    events: () =>
      new Map(
        [...stored.values()]
          .filter((event) => !event.deleted)
          .map(({ deleted: _deleted, ...event }) => [event.id, event]),
      ),
    grants,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
