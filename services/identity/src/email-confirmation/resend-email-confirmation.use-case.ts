import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, hours, type Clock } from '@village/kit';
import { MoreThan, type DataSource } from 'typeorm';
import { IDENTITY_ENV, type IdentityEnv } from '../env';
import { sessionInvalid } from '../identity.errors';
import { MemberMail } from '../notifications/member-mail';
import { UserEntity } from '../users/user.entity';
import { EmailConfirmationTokenEntity } from './email-confirmation-token.entity';
import { EmailConfirmationTokens } from './email-confirmation-tokens';
import { emailAlreadyConfirmed, tooManyConfirmationResends } from './email-confirmation.errors';

/** A signed-in member asks for a new confirmation link: at most EMAIL_CONFIRMATION_RESENDS_PER_HOUR in an hour. */
@Injectable()
export class ResendEmailConfirmationUseCase {
  private readonly logger = new Logger(ResendEmailConfirmationUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    private readonly tokens: EmailConfirmationTokens,
    private readonly mail: MemberMail,
  ) {}

  async execute(userId: string): Promise<void> {
    const limit = this.env.EMAIL_CONFIRMATION_RESENDS_PER_HOUR;
    const { user, token } = await this.dataSource.transaction(async (manager) => {
      // The row lock makes concurrent resends of one member count one after another.
      const member = await manager.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!member) throw sessionInvalid();
      if (member.emailConfirmed) throw emailAlreadyConfirmed();
      const since = new Date(this.clock.now().getTime() - hours(1));
      const recent = await manager.countBy(EmailConfirmationTokenEntity, {
        userId,
        resent: true,
        createdAt: MoreThan(since),
      });
      if (recent >= limit) throw tooManyConfirmationResends(limit);
      return { user: member, token: await this.tokens.issue(manager, member, { resent: true }) };
    });
    await this.mail.confirmEmail({ email: user.email, firstName: user.firstName }, token);
    this.logger.log(`confirmation email queued again for member ${userId}`);
  }
}
