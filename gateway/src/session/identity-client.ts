import type { IssuedSession } from './cookies';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  firstName: string;
  isAdmin: boolean;
  [field: string]: unknown;
}

export interface SessionResult {
  user: SessionUser;
  session: IssuedSession;
}

export class IdentityCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; fieldErrors?: Record<string, string> },
  ) {
    super(body.message ?? `identity answered ${status}`);
  }
}

/** The gateway's calls to identity's session endpoints (not part of the public graph). */
export class IdentityClient {
  constructor(private readonly baseUrl: string) {}

  register(fields: Record<string, unknown>, correlationId: string): Promise<SessionResult> {
    return this.post('/sessions/register', fields, correlationId);
  }

  signIn(credentials: { email: unknown; password: unknown }, correlationId: string): Promise<SessionResult> {
    return this.post('/sessions', credentials, correlationId);
  }

  refresh(refreshToken: string, correlationId: string): Promise<SessionResult> {
    return this.post('/sessions/refresh', { refreshToken }, correlationId);
  }

  async revoke(refreshToken: string, correlationId: string): Promise<void> {
    await this.post('/sessions/revoke', { refreshToken }, correlationId);
  }

  private async post<T>(path: string, body: unknown, correlationId: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': correlationId },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    if (!response.ok) throw new IdentityCallError(response.status, parsed ?? {});
    return parsed as T;
  }
}
