import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, parseOrThrow } from '@village/kit';
import type { DataSource } from 'typeorm';
import { MemberMail } from '../notifications/member-mail';
import type { ClientContext } from '../sessions/client-context';
import { UserEntity } from '../users/user.entity';
import { MfaChallengeEntity } from './mfa-challenge.entity';
import { disableMfaSchema, type MfaProof } from './mfa-code.schema';
import { MfaProofChecker, MFA_LOCK_MINUTES } from './mfa-proof-checker';
import { MfaRecoveryCodeEntity } from './mfa-recovery-code.entity';
import { MfaSecretEntity } from './mfa-secret.entity';
import { invalidCode, mfaNotEnabled, tooManyWrongCodes } from './mfa.errors';

const SIX_DIGITS = /^\d{6}$/;

/**
 * Turns MFA off. Being signed in is not enough: it takes a right code from the app, or one of the recovery codes
 * (so a member who lost their phone can still turn it off). Wrong codes count towards the account's lock, so a
 * stolen session cannot guess its way through. The secret and every recovery code are deleted.
 */
@Injectable()
export class DisableMfaUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly proofs: MfaProofChecker,
    private readonly mail: MemberMail,
    private readonly audit: AuditLog,
  ) {}

  async execute(command: { userId: string; code?: unknown }, client: ClientContext = {}): Promise<void> {
    const { code } = parseOrThrow(disableMfaSchema, command);
    const compact = code.replace(/\s/g, '');
    const proof: MfaProof = SIX_DIGITS.test(compact) ? { code: compact } : { recoveryCode: code };
    const result = await this.dataSource.transaction(async (manager) => {
      const secret = await manager.findOneBy(MfaSecretEntity, { userId: command.userId });
      if (!secret?.enabledAt) return 'not enabled' as const;
      const outcome = await this.proofs.check(manager, command.userId, proof, client, 'disable');
      if (outcome !== 'accepted') return outcome;
      await manager.delete(MfaRecoveryCodeEntity, { userId: command.userId });
      await manager.delete(MfaChallengeEntity, { userId: command.userId });
      await manager.delete(MfaSecretEntity, { userId: command.userId });
      await manager.update(UserEntity, { id: command.userId }, { mfaEnabled: false });
      return manager.findOneByOrFail(UserEntity, { id: command.userId });
    });
    if (result === 'not enabled') throw mfaNotEnabled();
    if (result === 'locked') throw tooManyWrongCodes(MFA_LOCK_MINUTES);
    if (result === 'wrong') throw invalidCode();
    this.audit.record('mfa.disabled', { accountId: command.userId, ip: client.ip });
    await this.mail.mfaTurnedOff({ email: result.email, firstName: result.firstName });
  }
}
