import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sessionInvalid } from '../identity.errors';
import { UserEntity } from '../users/user.entity';
import { MfaSecretCipher } from './mfa-secret-cipher';
import { MfaSecretEntity } from './mfa-secret.entity';
import { mfaAlreadyEnabled } from './mfa.errors';
import { totp } from './totp';

export interface MfaSetup {
  /** The otpauth:// URI as a QR code PNG, in a data: URL. */
  qrCodeUrl: string;
  /** The base32 secret, for typing into the app; shown only to the member, only in this answer. */
  secret: string;
}

/**
 * Starts setting up MFA: a new secret, made here and stored sealed, pending until ConfirmMfaSetupUseCase gets a
 * right code for it. Starting again replaces a pending secret; it never touches one in force.
 */
@Injectable()
export class StartMfaSetupUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: MfaSecretCipher,
  ) {}

  async execute(userId: string): Promise<MfaSetup> {
    const secret = totp.newSecret();
    const sealed = this.cipher.seal(secret, userId);
    const email = await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw sessionInvalid();
      const existing = await manager.findOneBy(MfaSecretEntity, { userId });
      if (existing?.enabledAt) throw mfaAlreadyEnabled();
      await manager.upsert(
        MfaSecretEntity,
        {
          userId,
          secretCiphertext: sealed.ciphertext,
          keyId: sealed.keyId,
          enabledAt: null,
          lastUsedTimeStep: null,
          failedCodes: 0,
          lockedUntil: null,
        },
        ['userId'],
      );
      return user.email;
    });
    return { secret, qrCodeUrl: await totp.qrCodeUrl(secret, email) };
  }
}
