import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, hours, type Clock } from '@village/kit';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from '../users/user.entity';
import { EmailConfirmationTokenEntity } from './email-confirmation-token.entity';

export const EMAIL_CONFIRMATION_TTL_MS = hours(24);

/** The stored form of a token: its SHA-256, in hex. */
export const hashConfirmationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Makes confirmation links: 256 random bits each, of which only the hash is stored. */
@Injectable()
export class EmailConfirmationTokens {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /** Stores a new token for the member's current address (in `manager`'s transaction) and returns it, unhashed. */
  async issue(manager: EntityManager, user: UserEntity, options: { resent: boolean }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await manager.insert(EmailConfirmationTokenEntity, {
      userId: user.id,
      tokenHash: hashConfirmationToken(token),
      email: user.email,
      resent: options.resent,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS),
    });
    return token;
  }
}
