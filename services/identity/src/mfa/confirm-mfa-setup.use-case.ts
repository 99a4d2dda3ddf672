import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, CLOCK, parseOrThrow, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { MemberMail } from '../notifications/member-mail';
import type { ClientContext } from '../sessions/client-context';
import { UserEntity } from '../users/user.entity';
import { confirmMfaSetupSchema } from './mfa-code.schema';
import { MfaRecoveryCodeEntity } from './mfa-recovery-code.entity';
import { MfaSecretCipher } from './mfa-secret-cipher';
import { MfaSecretEntity } from './mfa-secret.entity';
import { invalidCode, mfaAlreadyEnabled, mfaSetupNotStarted } from './mfa.errors';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { totp } from './totp';

/**
 * Turns MFA on: a right code for the pending secret proves the member's app has it. Answers the recovery codes,
 * the only time they are ever shown (only their hashes are kept). The code used here cannot be used again.
 */
@Injectable()
export class ConfirmMfaSetupUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: MfaSecretCipher,
    private readonly mail: MemberMail,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    command: { userId: string; code?: unknown },
    client: ClientContext = {},
  ): Promise<{ recoveryCodes: string[] }> {
    const { code } = parseOrThrow(confirmMfaSetupSchema, command);
    const result = await this.dataSource.transaction(async (manager) => {
      const pending = await manager.findOne(MfaSecretEntity, {
        where: { userId: command.userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!pending) throw mfaSetupNotStarted();
      if (pending.enabledAt) throw mfaAlreadyEnabled();
      const secret = this.cipher.open({ keyId: pending.keyId, ciphertext: pending.secretCiphertext }, pending.userId);
      const timeStep = await totp.acceptedTimeStep(secret, code, this.clock.now(), pending.lastUsedTimeStep);
      if (timeStep === null) return null;
      const recoveryCodes = newRecoveryCodes();
      await manager.update(
        MfaSecretEntity,
        { userId: pending.userId },
        { enabledAt: this.clock.now(), lastUsedTimeStep: timeStep, failedCodes: 0, lockedUntil: null },
      );
      await manager.delete(MfaRecoveryCodeEntity, { userId: pending.userId });
      await manager.insert(
        MfaRecoveryCodeEntity,
        recoveryCodes.map((recoveryCode) => ({ userId: pending.userId, codeHash: hashRecoveryCode(recoveryCode) })),
      );
      await manager.update(UserEntity, { id: pending.userId }, { mfaEnabled: true });
      const user = await manager.findOneByOrFail(UserEntity, { id: pending.userId });
      return { recoveryCodes, user };
    });
    if (!result) {
      this.audit.record('mfa.code_refused', {
        accountId: command.userId,
        ip: client.ip,
        detail: 'setup: wrong app code',
      });
      throw invalidCode();
    }
    this.audit.record('mfa.enabled', { accountId: command.userId, ip: client.ip });
    await this.mail.mfaTurnedOn({ email: result.user.email, firstName: result.user.firstName });
    return { recoveryCodes: result.recoveryCodes };
  }
}
