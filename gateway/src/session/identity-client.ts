import { UpstreamRefusal } from '../errors/upstream-refusal';
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

/** Sessions identity revoked recently (sign-out, password change, a reused refresh token). */
export interface RevokedSessionsPage {
  asOf: string;
  sessions: Array<{ sessionId: string; until: string }>;
}

/** Identity answered a call with an error status. */
export class IdentityCallError extends UpstreamRefusal {}

/** The header identity reads the member's address from, for its audit log. */
const CLIENT_IP_HEADER = 'x-village-client-ip';

/** The gateway's calls to identity's session endpoints (not part of the public graph). */
export class IdentityClient {
  constructor(private readonly baseUrl: string) {}

  register(fields: Record<string, unknown>, correlationId: string, clientIp?: string): Promise<SessionResult> {
    return this.post('/sessions/register', fields, correlationId, clientIp);
  }

  signIn(
    credentials: { email: unknown; password: unknown },
    correlationId: string,
    clientIp?: string,
  ): Promise<SessionResult> {
    return this.post('/sessions', credentials, correlationId, clientIp);
  }

  /** Signs in the member a provider vouched for (the gateway validated the provider's answer). */
  signInExternal(
    claims: {
      provider: string;
      subject: string;
      email: string;
      emailVerified: boolean;
      firstName: string;
      lastName: string;
    },
    correlationId: string,
    clientIp?: string,
  ): Promise<SessionResult> {
    return this.post('/sessions/external', claims, correlationId, clientIp);
  }

  refresh(refreshToken: string, correlationId: string, clientIp?: string): Promise<SessionResult> {
    return this.post('/sessions/refresh', { refreshToken }, correlationId, clientIp);
  }

  async revoke(refreshToken: string, correlationId: string, clientIp?: string): Promise<void> {
    await this.post('/sessions/revoke', { refreshToken }, correlationId, clientIp);
  }

  async revokedSessions(since: string | null, correlationId: string): Promise<RevokedSessionsPage> {
    const query = since ? `?since=${encodeURIComponent(since)}` : '';
    const response = await fetch(`${this.baseUrl}/sessions/revoked${query}`, {
      headers: { 'x-correlation-id': correlationId },
      signal: AbortSignal.timeout(2_000),
    });
    if (!response.ok) throw new IdentityCallError(response.status, {});
    return (await response.json()) as RevokedSessionsPage;
  }

  private async post<T>(path: string, body: unknown, correlationId: string, clientIp?: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-correlation-id': correlationId,
        ...(clientIp ? { [CLIENT_IP_HEADER]: clientIp } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    if (!response.ok) throw new IdentityCallError(response.status, parsed ?? {});
    return parsed as T;
  }
}
