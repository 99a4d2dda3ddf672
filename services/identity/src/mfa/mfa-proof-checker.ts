import { Inject, Injectable } from '@nestjs/common';
import { AuditLog, CLOCK, type Clock } from '@village/kit';
import { IsNull, type EntityManager } from 'typeorm';
import type { ClientContext } from '../sessions/client-context';
import { MfaRecoveryCodeEntity } from './mfa-recovery-code.entity';
import { MfaSecretCipher } from './mfa-secret-cipher';
import { MfaSecretEntity } from './mfa-secret.entity';
import type { MfaProof } from './mfa-code.schema';
import { hashRecoveryCode } from './recovery-codes';
import { totp } from './totp';

/** Wrong codes (app or recovery codes) an account may give before its codes are refused for a while. */
export const MFA_MAX_WRONG_CODES = 5;
export const MFA_LOCK_MINUTES = 15;

export type ProofOutcome = 'accepted' | 'wrong' | 'locked';

/**
 * Checks a second factor of a member whose MFA is on, inside the caller's transaction (it locks the member's MFA
 * row, so two requests with the same code cannot both pass). An accepted app code moves the last used time step
 * on (a code works once); an accepted recovery code is spent. Wrong codes are counted per account, whichever
 * challenge or route they came through: the fifth locks the account's codes for MFA_LOCK_MINUTES. The caller
 * commits (the count must be kept even when it then refuses the request).
 */
@Injectable()
export class MfaProofChecker {
  constructor(
    private readonly cipher: MfaSecretCipher,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether the account's codes are locked now (without a transaction: a hint for sign-in). */
  isLocked(secret: MfaSecretEntity | null): boolean {
    return secret?.lockedUntil != null && secret.lockedUntil > this.clock.now();
  }

  async check(
    manager: EntityManager,
    userId: string,
    proof: MfaProof,
    client: ClientContext,
    purpose: string,
  ): Promise<ProofOutcome> {
    const secret = await manager.findOne(MfaSecretEntity, {
      where: { userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!secret?.enabledAt) return 'wrong';
    if (this.isLocked(secret)) {
      this.audit.record('mfa.code_refused', { accountId: userId, ip: client.ip, detail: `${purpose}: locked` });
      return 'locked';
    }
    const accepted =
      'code' in proof
        ? await this.acceptAppCode(manager, secret, proof.code)
        : await this.spendRecoveryCode(manager, userId, proof.recoveryCode);
    if (accepted) {
      if (secret.failedCodes > 0 || secret.lockedUntil) {
        await manager.update(MfaSecretEntity, { userId }, { failedCodes: 0, lockedUntil: null });
      }
      if ('recoveryCode' in proof) {
        this.audit.record('mfa.recovery_code_used', { accountId: userId, ip: client.ip, detail: purpose });
      }
      return 'accepted';
    }
    const failedCodes = secret.failedCodes + 1;
    const locks = failedCodes >= MFA_MAX_WRONG_CODES;
    await manager.update(
      MfaSecretEntity,
      { userId },
      locks
        ? { failedCodes: 0, lockedUntil: new Date(this.clock.now().getTime() + MFA_LOCK_MINUTES * 60_000) }
        : { failedCodes },
    );
    const kind = 'code' in proof ? 'wrong app code' : 'wrong recovery code';
    this.audit.record('mfa.code_refused', { accountId: userId, ip: client.ip, detail: `${purpose}: ${kind}` });
    if (locks)
      this.audit.record('mfa.locked', {
        accountId: userId,
        ip: client.ip,
        detail: `${MFA_MAX_WRONG_CODES} wrong codes`,
      });
    return 'wrong';
  }

  private async acceptAppCode(manager: EntityManager, secret: MfaSecretEntity, code: string): Promise<boolean> {
    const sealed = { keyId: secret.keyId, ciphertext: secret.secretCiphertext };
    const plain = this.cipher.open(sealed, secret.userId);
    const timeStep = await totp.acceptedTimeStep(plain, code, this.clock.now(), secret.lastUsedTimeStep);
    if (timeStep === null) return false;
    const resealed = this.cipher.needsResealing(sealed) ? this.cipher.seal(plain, secret.userId) : null;
    await manager.update(
      MfaSecretEntity,
      { userId: secret.userId },
      {
        lastUsedTimeStep: timeStep,
        ...(resealed ? { keyId: resealed.keyId, secretCiphertext: resealed.ciphertext } : {}),
      },
    );
    return true;
  }

  private async spendRecoveryCode(manager: EntityManager, userId: string, recoveryCode: string): Promise<boolean> {
    const spent = await manager.update(
      MfaRecoveryCodeEntity,
      { userId, codeHash: hashRecoveryCode(recoveryCode), usedAt: IsNull() },
      { usedAt: this.clock.now() },
    );
    return (spent.affected ?? 0) === 1;
  }
}
