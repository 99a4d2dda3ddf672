import { createHash } from 'node:crypto';
import { VerifiedTokenCache } from '@village/kit/token-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { GatewayAudit } from './audit-log';
import { clearSessionCookies, cookieNames, readSessionCookies, setSessionCookies } from './cookies';
import type { IdentityClient, SessionResult } from './identity-client';
import type { RevocationList } from './revocation-list';

export interface ResolvedSession {
  accessToken: string | null;
  userId: string | null;
  /** This request renewed the session: its answer must carry the new cookies (set when it is sent). */
  refreshed?: boolean;
}

export interface SessionResolverOptions {
  jwksUrl: string;
  issuer: string;
  audience: string;
  secureCookies: boolean;
  identity: Pick<IdentityClient, 'refresh'>;
  revocations: Pick<RevocationList, 'isRevoked' | 'revoke'>;
  audit?: GatewayAudit;
  /** Verification keys; identity's JWKS at `jwksUrl` unless given. */
  keys?: JWTVerifyGetKey;
  now?: () => number;
}

/** What the signature and claims of an access token said, remembered by the exact token until it expires. */
interface VerifiedToken {
  userId: string;
  sessionId: string;
  expiresAtMs: number;
}

const ANONYMOUS: ResolvedSession = { accessToken: null, userId: null };
const REFRESH_MARGIN_SECONDS = 30;
const SHARED_REFRESH_MS = 5_000;
const VERIFIED_TOKENS = 10_000;

interface SharedRefresh {
  /** Which client asked for it: only that client's other requests may share the answer. */
  client: string;
  result: Promise<SessionResult | null>;
}

/** The session id (`sid`) and expiry of an access token the gateway itself just received from identity. */
export function sessionOf(accessToken: string): { sessionId: string; expiresAtMs: number } | null {
  try {
    const { sid, exp } = decodeJwt(accessToken);
    return typeof sid === 'string' && exp ? { sessionId: sid, expiresAtMs: exp * 1000 } : null;
  } catch {
    return null;
  }
}

/**
 * Turns the session cookies into a verified access token, refreshing it when it is missing, about to expire, or
 * its session was revoked. Concurrent requests from one client that carry the same refresh token share one
 * refresh, so a burst of calls never presents a rotated token twice (which identity treats as theft). Another
 * client presenting that token while the answer is shared is a thief replaying a copy: identity is told (it
 * revokes the whole family) and neither client keeps the session.
 */
export class SessionResolver {
  private readonly keys: JWTVerifyGetKey;
  private readonly refreshes = new Map<string, SharedRefresh>();
  private readonly verifiedTokens: VerifiedTokenCache<VerifiedToken>;
  private readonly now: () => number;

  constructor(private readonly options: SessionResolverOptions) {
    this.keys = options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 30_000 });
    this.now = options.now ?? (() => Date.now());
    this.verifiedTokens = new VerifiedTokenCache({ maxEntries: VERIFIED_TOKENS, now: this.now });
  }

  async resolve(request: FastifyRequest, reply: FastifyReply, correlationId: string): Promise<ResolvedSession> {
    const { accessToken, refreshToken } = readSessionCookies(request, this.options.secureCookies);
    if (accessToken) {
      const verified = await this.verify(accessToken);
      if (verified && verified.secondsLeft > REFRESH_MARGIN_SECONDS) return { accessToken, userId: verified.userId };
    }
    if (!refreshToken) return ANONYMOUS;
    const refreshed = await this.refreshOnce(refreshToken, request, correlationId);
    if (!refreshed) {
      clearSessionCookies(reply, this.options.secureCookies);
      return ANONYMOUS;
    }
    setSessionCookies(reply, refreshed.session, this.options.secureCookies);
    return { accessToken: refreshed.session.accessToken, userId: refreshed.user.id, refreshed: true };
  }

  /** The token's user while it is valid, unexpired and its session not revoked (checked on every request). */
  private async verify(token: string): Promise<{ userId: string; secondsLeft: number } | null> {
    const verified = this.verifiedTokens.get(token) ?? (await this.verifySignatureAndClaims(token));
    if (!verified || (await this.options.revocations.isRevoked(verified.sessionId))) return null;
    return { userId: verified.userId, secondsLeft: (verified.expiresAtMs - this.now()) / 1000 };
  }

  private async verifySignatureAndClaims(token: string): Promise<VerifiedToken | null> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: ['RS256'],
        currentDate: new Date(this.now()),
      }));
    } catch {
      return null;
    }
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    const verified = { userId: String(payload.sub), sessionId: payload.sid, expiresAtMs: payload.exp * 1000 };
    this.verifiedTokens.remember(token, verified, verified.expiresAtMs);
    return verified;
  }

  private refreshOnce(
    refreshToken: string,
    request: FastifyRequest,
    correlationId: string,
  ): Promise<SessionResult | null> {
    const client = this.clientOf(request);
    const shared = this.refreshes.get(refreshToken);
    if (shared) {
      return shared.client === client ? shared.result : this.replayed(refreshToken, shared, request, correlationId);
    }
    const result = this.options.identity.refresh(refreshToken, correlationId, request.ip).catch(() => null);
    this.refreshes.set(refreshToken, { client, result });
    void result.finally(() => setTimeout(() => this.refreshes.delete(refreshToken), SHARED_REFRESH_MS).unref());
    return result;
  }

  /** The token was rotated moments ago for another client: presenting it to identity again revokes its family. */
  private async replayed(
    refreshToken: string,
    shared: SharedRefresh,
    request: FastifyRequest,
    correlationId: string,
  ): Promise<null> {
    const first = await shared.result;
    this.refreshes.delete(refreshToken);
    if (!first) return null;
    await this.options.identity.refresh(refreshToken, correlationId, request.ip).catch(() => null);
    const session = sessionOf(first.session.accessToken);
    if (session) this.options.revocations.revoke(session.sessionId, session.expiresAtMs);
    this.options.audit?.('session.refresh_token_reused', {
      accountId: first.user.id,
      ip: request.ip,
      correlationId,
      detail: 'replayed within the shared-refresh window by another client',
    });
    return null;
  }

  /** The browser behind a request: its CSRF cookie (random per browser), its user agent and its address. */
  private clientOf(request: FastifyRequest): string {
    const csrf = request.cookies[cookieNames(this.options.secureCookies).csrf] ?? '';
    return createHash('sha256')
      .update(`${csrf}\n${request.headers['user-agent'] ?? ''}\n${request.ip}`)
      .digest('base64url');
  }
}
