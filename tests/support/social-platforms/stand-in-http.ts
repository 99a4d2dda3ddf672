import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request as the routes see it: method, path, query, headers and the parsed body. */
export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** JSON object, form fields, or {} for no body. */
  body: Record<string, unknown>;
  /** application/json or application/x-www-form-urlencoded (or '' without a body). */
  contentType: string;
}

export interface StandInResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function readRequest(request: IncomingMessage): Promise<StandInRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim();
  const url = new URL(request.url ?? '/', 'http://stand-in');
  let body: Record<string, unknown> = {};
  if (raw && contentType === 'application/json') {
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      body = { __malformed: raw };
    }
  } else if (raw && contentType === 'application/x-www-form-urlencoded') {
    body = Object.fromEntries(new URLSearchParams(raw));
  }
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body,
    contentType,
  };
}

export function send(response: ServerResponse, answer: StandInResponse): void {
  const headers: Record<string, string> = { ...answer.headers };
  let payload = '';
  if (answer.body !== undefined) {
    payload = JSON.stringify(answer.body);
    headers['content-type'] ??= 'application/json';
  }
  response.writeHead(answer.status, headers);
  response.end(payload);
}

/** A consent page that approves at once: back to the redirect URI with the code and the state. */
export function redirectWithCode(redirectUri: string, code: string, state: string): StandInResponse {
  const target = new URL(redirectUri);
  target.searchParams.set('code', code);
  target.searchParams.set('state', state);
  return { status: 302, headers: { location: target.toString() } };
}

export const stringField = (body: Record<string, unknown>, name: string): string | undefined => {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
};

/** Basic credentials of an Authorization header, or null. */
export function basicCredentials(authorization: string | undefined): { id: string; secret: string } | null {
  const encoded = /^Basic (.+)$/i.exec(authorization ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
}
