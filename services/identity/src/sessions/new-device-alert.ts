import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '@village/kit';
import type { EntityManager } from 'typeorm';
import { MemberMail } from '../notifications/member-mail';
import type { UserEntity } from '../users/user.entity';
import type { ClientContext } from './client-context';
import { RefreshTokenEntity } from './refresh-token.entity';

/**
 * The "new sign-in" email: a member who signs in from a browser their account has never used is told, so a stolen
 * password does not go unnoticed. Not for the first session of an account (registration), nor for a known browser.
 */
@Injectable()
export class NewDeviceAlert {
  private readonly logger = new Logger(NewDeviceAlert.name);

  constructor(
    private readonly mail: MemberMail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether this sign-in comes from a browser new to the account; ask before the sign-in's session is stored. */
  async isNewDevice(manager: EntityManager, userId: string, client: ClientContext): Promise<boolean> {
    if (!client.userAgent) return false;
    const sessions = manager.getRepository(RefreshTokenEntity);
    const [anyBefore, sameBrowser] = await Promise.all([
      sessions.existsBy({ userId }),
      sessions.existsBy({ userId, userAgent: client.userAgent }),
    ]);
    return anyBefore && !sameBrowser;
  }

  /** Queues the email once the sign-in is committed; a failure to queue it never fails the sign-in. */
  async alert(user: UserEntity, client: ClientContext): Promise<void> {
    const device = { userAgent: client.userAgent ?? null, ip: client.ip ?? null, at: this.clock.now() };
    await this.mail
      .newSignIn({ email: user.email, firstName: user.firstName }, device)
      .catch((error: unknown) => this.logger.error({ err: error, userId: user.id }, 'new sign-in email not queued'));
  }
}
