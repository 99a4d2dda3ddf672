import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ACCESS_COOKIE, clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './cookies';
import type { IdentityClient, SessionResult } from './identity-client';

export interface ResolvedSession {
  accessToken: string | null;
  userId: string | null;
}

export interface SessionResolverOptions {
  jwksUrl: string;
  issuer: string;
  audience: string;
  secureCookies: boolean;
  identity: IdentityClient;
}

const ANONYMOUS: ResolvedSession = { accessToken: null, userId: null };
const REFRESH_MARGIN_SECONDS = 30;

/**
 * Turns the session cookies into a verified access token, refreshing it when it is missing or about to
 * expire. Concurrent requests that carry the same refresh token share one refresh, so a burst of calls
 * never presents a rotated token twice (which identity treats as theft).
 */
export class SessionResolver {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;
  private readonly refreshesInFlight = new Map<string, Promise<SessionResult | null>>();

  constructor(private readonly options: SessionResolverOptions) {
    this.jwks = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 30_000 });
  }

  async resolve(request: FastifyRequest, reply: FastifyReply, correlationId: string): Promise<ResolvedSession> {
    const accessToken = request.cookies[ACCESS_COOKIE];
    if (accessToken) {
      const verified = await this.verify(accessToken);
      if (verified && verified.secondsLeft > REFRESH_MARGIN_SECONDS) return { accessToken, userId: verified.userId };
    }
    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (!refreshToken) return ANONYMOUS;
    const refreshed = await this.refreshOnce(refreshToken, correlationId);
    if (!refreshed) {
      clearSessionCookies(reply, this.options.secureCookies);
      return ANONYMOUS;
    }
    setSessionCookies(reply, refreshed.session, this.options.secureCookies);
    return { accessToken: refreshed.session.accessToken, userId: refreshed.user.id };
  }

  private async verify(token: string): Promise<{ userId: string; secondsLeft: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.jwks, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: ['RS256'],
      });
      return { userId: String(payload.sub), secondsLeft: (payload.exp ?? 0) - Date.now() / 1000 };
    } catch {
      return null;
    }
  }

  private refreshOnce(refreshToken: string, correlationId: string): Promise<SessionResult | null> {
    let pending = this.refreshesInFlight.get(refreshToken);
    if (!pending) {
      pending = this.options.identity.refresh(refreshToken, correlationId).catch(() => null);
      this.refreshesInFlight.set(refreshToken, pending);
      void pending.finally(() => setTimeout(() => this.refreshesInFlight.delete(refreshToken), 5_000).unref());
    }
    return pending;
  }
}
