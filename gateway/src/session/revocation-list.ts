import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RevokedSessionsPage } from './identity-client';

/** Where the list comes from: identity's feed of recently revoked sessions. */
export interface RevokedSessionsSource {
  revokedSessions(since: string | null, correlationId: string): Promise<RevokedSessionsPage>;
}

export interface RevocationListOptions {
  source: RevokedSessionsSource;
  /** How stale the list may be when an access token is checked against it; 0 reads identity for every check. */
  syncIntervalMs: number;
  logger?: FastifyBaseLogger;
  now?: () => number;
}

/** Each page starts this long before the previous one was read, for revocations committed while it was read. */
const OVERLAP_MS = 30_000;

/**
 * The sessions whose access tokens must stop working before they expire (sign-out, password change, a reused
 * refresh token): see docs/decisions/007-session-revocation.md. The gateway adds the sessions it ends itself at
 * once, and reads everyone else's from identity at most `syncIntervalMs` before it checks a token.
 */
export class RevocationList {
  private readonly revoked = new Map<string, number>();
  private syncedAt = Number.NEGATIVE_INFINITY;
  private cursor: string | null = null;
  private syncing: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: RevocationListOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Ends `sessionId` here at once; forgotten after `untilMs`, when its last access token has expired anyway. */
  revoke(sessionId: string, untilMs: number): void {
    this.revoked.set(sessionId, Math.max(untilMs, this.revoked.get(sessionId) ?? 0));
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    await this.syncIfDue();
    const until = this.revoked.get(sessionId);
    return until !== undefined && until > this.now();
  }

  private syncIfDue(): Promise<void> {
    if (this.syncing) return this.syncing;
    if (this.now() - this.syncedAt < this.options.syncIntervalMs) return Promise.resolve();
    this.syncing = this.sync().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async sync(): Promise<void> {
    try {
      const page = await this.options.source.revokedSessions(this.cursor, randomUUID());
      for (const { sessionId, until } of page.sessions) this.revoke(sessionId, Date.parse(until));
      this.cursor = new Date(Date.parse(page.asOf) - OVERLAP_MS).toISOString();
    } catch (error) {
      // Identity unreachable: keep checking against the list as last read, and try again after the interval.
      this.options.logger?.warn({ err: error }, 'could not read revoked sessions from identity');
    }
    this.syncedAt = this.now();
    this.forgetExpired();
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [sessionId, until] of this.revoked) if (until <= now) this.revoked.delete(sessionId);
  }
}
