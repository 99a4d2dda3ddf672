import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, parseOrThrow, type Clock } from '@village/kit';
import { MoreThan, type DataSource } from 'typeorm';
import type { ClientContext } from '../sessions/client-context';
import { NewDeviceAlert } from '../sessions/new-device-alert';
import { SessionIssuer, type IssuedSession } from '../sessions/session-issuer';
import { UserEntity } from '../users/user.entity';
import { MfaChallengeEntity } from './mfa-challenge.entity';
import { mfaChallengeSchema } from './mfa-code.schema';
import { hashChallengeToken } from './mfa-gate';
import { MfaProofChecker, MFA_LOCK_MINUTES, type ProofOutcome } from './mfa-proof-checker';
import { invalidCode, mfaChallengeExpired, tooManyWrongCodes } from './mfa.errors';

export interface CompleteMfaChallengeCommand {
  challengeToken?: unknown;
  code?: unknown;
  recoveryCode?: unknown;
}

/**
 * The second half of a sign-in with MFA on: the challenge MfaGate gave, plus a code from the app or a recovery
 * code, becomes a session. The challenge is spent with it; a wrong code leaves it open (until the account's wrong
 * codes lock it, see MfaProofChecker).
 */
@Injectable()
export class CompleteMfaChallengeUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly proofs: MfaProofChecker,
    private readonly sessions: SessionIssuer,
    private readonly newDevices: NewDeviceAlert,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    command: CompleteMfaChallengeCommand,
    client: ClientContext = {},
  ): Promise<{ user: UserEntity; session: IssuedSession }> {
    const input = parseOrThrow(mfaChallengeSchema, command);
    const proof = input.code !== undefined ? { code: input.code } : { recoveryCode: input.recoveryCode! };
    const result = await this.dataSource.transaction(
      async (
        manager,
      ): Promise<{ outcome: ProofOutcome; user?: UserEntity; session?: IssuedSession; newDevice?: boolean } | null> => {
        const challenge = await manager.findOne(MfaChallengeEntity, {
          where: { tokenHash: hashChallengeToken(input.challengeToken), expiresAt: MoreThan(this.clock.now()) },
          lock: { mode: 'pessimistic_write' },
        });
        if (!challenge) return null;
        const outcome = await this.proofs.check(manager, challenge.userId, proof, client, 'sign-in');
        if (outcome !== 'accepted') return { outcome };
        const user = await manager.findOneByOrFail(UserEntity, { id: challenge.userId });
        await manager.delete(MfaChallengeEntity, { id: challenge.id });
        const newDevice = await this.newDevices.isNewDevice(manager, user.id, client);
        return { outcome, user, newDevice, session: await this.sessions.issue(manager, user, undefined, client) };
      },
    );
    if (!result) throw mfaChallengeExpired();
    if (result.outcome === 'locked') throw tooManyWrongCodes(MFA_LOCK_MINUTES);
    if (result.outcome === 'wrong') throw invalidCode('code' in proof ? 'code' : 'recoveryCode');
    if (result.newDevice) await this.newDevices.alert(result.user!, client);
    return { user: result.user!, session: result.session! };
  }
}
