import { withTraceContext } from '@village/kit/tracing';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { externalSignInProofHeaders } from '../social-sign-in/external-sign-in-proof';
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

/** A right password for a member with MFA on: no session yet, a challenge to complete with a code. */
export interface MfaChallengeResult {
  mfaRequired: true;
  challenge: { token: string; expiresAt: string };
}

export type SignInResult = SessionResult | MfaChallengeResult;

export const needsMfa = (result: SignInResult): result is MfaChallengeResult =>
  (result as MfaChallengeResult).mfaRequired === true;

/** Sessions identity revoked recently (sign-out, password change, a reused refresh token). */
export interface RevokedSessionsPage {
  asOf: string;
  sessions: Array<{ sessionId: string; until: string }>;
}

/** Identity answered a call with an error status. */
export class IdentityCallError extends UpstreamRefusal {}

/** The header identity reads the member's address from, for its audit log. */
const CLIENT_IP_HEADER = 'x-village-client-ip';
/** The header identity reads the member's browser from, for their list of signed-in devices. */
const CLIENT_USER_AGENT_HEADER = 'x-village-client-user-agent';

/** Who is calling, as the gateway saw them. */
export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/** The answer of a request for an emailed link (the same whether or not the address has an account). */
export interface MessageResult {
  message: string;
}

/** The gateway's calls to identity's session endpoints (not part of the public graph). */
export class IdentityClient {
  constructor(
    private readonly baseUrl: string,
    /** EXTERNAL_SIGN_IN_KEY: signs the claims of a social sign-in (see external-sign-in-proof.ts). */
    private readonly externalSignIn: { key?: string; now?: () => Date } = {},
  ) {}

  register(fields: Record<string, unknown>, correlationId: string, client: ClientInfo): Promise<SessionResult> {
    return this.post('/sessions/register', fields, correlationId, client);
  }

  signIn(
    credentials: { email: unknown; password: unknown },
    correlationId: string,
    client: ClientInfo,
  ): Promise<SignInResult> {
    return this.post('/sessions', credentials, correlationId, client);
  }

  requestMagicLink(body: { email: unknown }, correlationId: string, client: ClientInfo): Promise<MessageResult> {
    return this.post('/account-links/magic-link', body, correlationId, client);
  }

  signInWithMagicLink(body: { token: unknown }, correlationId: string, client: ClientInfo): Promise<SignInResult> {
    return this.post('/account-links/magic-link/verify', body, correlationId, client);
  }

  requestPasswordReset(body: { email: unknown }, correlationId: string, client: ClientInfo): Promise<MessageResult> {
    return this.post('/account-links/password-reset', body, correlationId, client);
  }

  resetPassword(
    body: { token: unknown; password: unknown },
    correlationId: string,
    client: ClientInfo,
  ): Promise<MessageResult> {
    return this.post('/account-links/password-reset/complete', body, correlationId, client);
  }

  /** The signed-in member (`accessToken`) changes their password: every session ends, a new one is issued. */
  changePassword(
    body: { currentPassword: unknown; newPassword: unknown },
    accessToken: string,
    correlationId: string,
    client: ClientInfo,
  ): Promise<SessionResult> {
    return this.post('/credentials/password', body, correlationId, { ...client, accessToken });
  }

  /** The signed-in member (`accessToken`) erases their account: every session ends (ADR 032). */
  eraseAccount(
    body: { password?: unknown; confirmation: unknown },
    accessToken: string,
    correlationId: string,
    client: ClientInfo,
  ): Promise<{ erased: true }> {
    return this.post('/account/erase', body, correlationId, { ...client, accessToken });
  }

  /** identity answers 404 unless it runs with NODE_ENV=development. */
  developmentSignIn(body: { email: unknown }, correlationId: string, client: ClientInfo): Promise<SessionResult> {
    return this.post('/sessions/development', body, correlationId, client);
  }

  /** The second step of a sign-in with MFA on: the challenge token and a code (or a recovery code). */
  completeMfaChallenge(
    proof: { challengeToken: string; code?: string; recoveryCode?: string },
    correlationId: string,
    client: ClientInfo,
  ): Promise<SessionResult> {
    return this.post('/sessions/mfa', proof, correlationId, client);
  }

  /** Signs in the member a provider vouched for (the gateway validated the provider's answer). */
  async signInExternal(
    claims: {
      provider: string;
      subject: string;
      email: string;
      emailVerified: boolean;
      firstName: string;
      lastName: string;
    },
    correlationId: string,
    client: ClientInfo,
  ): Promise<SignInResult> {
    const { key, now = () => new Date() } = this.externalSignIn;
    if (!key) throw new Error('EXTERNAL_SIGN_IN_KEY is not set: identity refuses unsigned social sign-ins');
    const headers = externalSignInProofHeaders(key, claims, now());
    return this.post('/sessions/external', claims, correlationId, { ...client, headers });
  }

  refresh(refreshToken: string, correlationId: string, clientIp?: string): Promise<SessionResult> {
    return this.post('/sessions/refresh', { refreshToken }, correlationId, { ip: clientIp });
  }

  async revoke(refreshToken: string, correlationId: string, clientIp?: string): Promise<void> {
    await this.post('/sessions/revoke', { refreshToken }, correlationId, { ip: clientIp });
  }

  async revokedSessions(since: string | null, correlationId: string): Promise<RevokedSessionsPage> {
    const query = since ? `?since=${encodeURIComponent(since)}` : '';
    const response = await fetch(`${this.baseUrl}/sessions/revoked${query}`, {
      headers: withTraceContext({ 'x-correlation-id': correlationId }),
      signal: AbortSignal.timeout(2_000),
    });
    if (!response.ok) throw new IdentityCallError(response.status, {});
    return (await response.json()) as RevokedSessionsPage;
  }

  private async post<T>(
    path: string,
    body: unknown,
    correlationId: string,
    client: ClientInfo & { accessToken?: string; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: withTraceContext({
        'content-type': 'application/json',
        'x-correlation-id': correlationId,
        ...(client.ip ? { [CLIENT_IP_HEADER]: client.ip } : {}),
        ...(client.userAgent ? { [CLIENT_USER_AGENT_HEADER]: client.userAgent.slice(0, 512) } : {}),
        ...(client.accessToken ? { authorization: `Bearer ${client.accessToken}` } : {}),
        ...client.headers,
      }),
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    if (!response.ok) throw new IdentityCallError(response.status, parsed ?? {});
    return parsed as T;
  }
}
