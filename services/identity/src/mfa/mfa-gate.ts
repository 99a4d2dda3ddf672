import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, CLOCK, type Clock } from '@village/kit';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { ClientContext } from '../sessions/client-context';
import { NewDeviceAlert } from '../sessions/new-device-alert';
import { SessionIssuer, type IssuedSession } from '../sessions/session-issuer';
import type { UserEntity } from '../users/user.entity';
import { MfaChallengeEntity } from './mfa-challenge.entity';
import { MfaProofChecker, MFA_LOCK_MINUTES } from './mfa-proof-checker';
import { MfaSecretEntity } from './mfa-secret.entity';
import { tooManyWrongCodes } from './mfa.errors';

/** How long a member has to give the second factor after the first. */
export const MFA_CHALLENGE_MINUTES = 5;

/** What the gateway keeps (in a short-lived cookie) and sends back with the code. */
export interface MfaChallenge {
  /** Opaque, 256 random bits; identity keeps only its SHA-256. */
  token: string;
  expiresAt: string;
}

export type GateOutcome = { kind: 'session'; session: IssuedSession } | { kind: 'challenge'; challenge: MfaChallenge };

export const hashChallengeToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The second-factor gate every sign-in goes through. Give it a member who has just proved the FIRST factor
 * (a password, a magic link, a social provider's verified identity) and answer what it returns:
 *
 *   const outcome = await mfaGate.admit(user, client);
 *   if (outcome.kind === 'challenge') return { mfaRequired: true, challenge: outcome.challenge };
 *   return { user, session: outcome.session };
 *
 * - MFA off: a new session (`kind: 'session'`), as the sign-in issued before.
 * - MFA on: no token at all; a challenge (`kind: 'challenge'`) bound to the member, valid MFA_CHALLENGE_MINUTES,
 *   which POST /sessions/mfa (CompleteMfaChallengeUseCase) turns into a session given a code or a recovery code.
 * - MFA on and locked after too many wrong codes: throws TOO_MANY_WRONG_MFA_CODES (429).
 * Never issue a session for a sign-in without passing through here.
 */
@Injectable()
export class MfaGate {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionIssuer,
    private readonly newDevices: NewDeviceAlert,
    private readonly proofs: MfaProofChecker,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async admit(user: UserEntity, client: ClientContext = {}): Promise<GateOutcome> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const secret = await manager.findOneBy(MfaSecretEntity, { userId: user.id });
      if (!secret?.enabledAt) {
        const newDevice = await this.newDevices.isNewDevice(manager, user.id, client);
        const session = await this.sessions.issue(manager, user, undefined, client);
        return { kind: 'session' as const, session, newDevice };
      }
      if (this.proofs.isLocked(secret)) {
        this.audit.record('mfa.code_refused', { accountId: user.id, ip: client.ip, detail: 'sign-in: locked' });
        throw tooManyWrongCodes(MFA_LOCK_MINUTES);
      }
      const now = this.clock.now();
      await manager
        .createQueryBuilder()
        .delete()
        .from(MfaChallengeEntity)
        .where('expires_at <= :now', { now })
        .execute();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + MFA_CHALLENGE_MINUTES * 60_000);
      await manager.insert(MfaChallengeEntity, { userId: user.id, tokenHash: hashChallengeToken(token), expiresAt });
      return { kind: 'challenge' as const, challenge: { token, expiresAt: expiresAt.toISOString() } };
    });
    if (outcome.kind === 'challenge') return outcome;
    if (outcome.newDevice) await this.newDevices.alert(user, client);
    return { kind: 'session', session: outcome.session };
  }
}
