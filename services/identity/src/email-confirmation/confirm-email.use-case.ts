import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, parseOrThrow, type Clock } from '@village/kit';
import { create, MemberContactChangedEvent, MemberContactChangedSchema, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { confirmEmailSchema } from './confirm-email.schema';
import { EmailConfirmationTokenEntity } from './email-confirmation-token.entity';
import { hashConfirmationToken } from './email-confirmation-tokens';
import { confirmationTokenExpired, confirmationTokenInvalid, confirmationTokenUsed } from './email-confirmation.errors';

/**
 * Confirms a member's email address with the token of the link they were sent: once, within 24 hours, and only
 * for the address it was sent to. A refused token changes nothing.
 */
@Injectable()
export class ConfirmEmailUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: OutboxWriter,
  ) {}

  async execute(input: { token: unknown }): Promise<UserEntity> {
    const { token } = parseOrThrow(confirmEmailSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(EmailConfirmationTokenEntity, {
        where: { tokenHash: hashConfirmationToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!found) throw confirmationTokenInvalid();
      if (found.usedAt) throw confirmationTokenUsed();
      const now = this.clock.now();
      if (found.expiresAt.getTime() <= now.getTime()) throw confirmationTokenExpired();
      const user = await manager.findOneBy(UserEntity, { id: found.userId });
      if (!user || user.email !== found.email) throw confirmationTokenInvalid();
      await manager.update(EmailConfirmationTokenEntity, { id: found.id }, { usedAt: now });
      if (!user.emailConfirmed) {
        user.emailConfirmed = true;
        await manager.update(UserEntity, { id: user.id }, { emailConfirmed: true });
        await this.outbox.add(
          manager,
          MemberContactChangedEvent,
          create(MemberContactChangedSchema, {
            userId: user.id,
            email: user.email,
            firstName: user.firstName,
            emailConfirmed: true,
            changedAt: timestampFromDate(now),
          }),
          { key: user.id },
        );
      }
      return user;
    });
  }
}
