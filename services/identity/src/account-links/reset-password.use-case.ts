import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, DomainError, ErrorKind, parseOrThrow, VALIDATION_ERROR_CODE } from '@village/kit';
import type { DataSource } from 'typeorm';
import { linkInvalid } from '../identity.errors';
import { MemberMail } from '../notifications/member-mail';
import { isOwnEmail, PASSWORD_IS_EMAIL } from '../registration/password-rules';
import type { ClientContext } from '../sessions/client-context';
import { PasswordHasher } from '../sessions/password-hasher';
import { revokeAllFamiliesOf } from '../sessions/session-revocation';
import { SignInThrottle } from '../sessions/sign-in-throttle';
import { CredentialEntity } from '../users/credential.entity';
import { UserEntity } from '../users/user.entity';
import { AccountLinkPurpose } from './account-link.entity';
import { passwordResetSchema } from './account-link.schemas';
import { AccountLinks } from './account-links';

export const PASSWORD_RESET_DONE = 'Your password has been changed. Please sign in with your new password.';

/**
 * Sets a new password with the token of an emailed reset link. The link is used up, every session of the
 * account ends (no new one is opened: the member signs in again), every other unused link ends, and the member is
 * told by email.
 */
@Injectable()
export class ResetPasswordUseCase {
  private readonly logger = new Logger(ResetPasswordUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: AccountLinks,
    private readonly passwords: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly mail: MemberMail,
    private readonly audit: AuditLog,
  ) {}

  async execute(
    input: { token?: unknown; password?: unknown },
    client: ClientContext = {},
  ): Promise<{ message: string }> {
    const { token, password } = parseOrThrow(passwordResetSchema, input);
    const userId = await this.links.peek(token, AccountLinkPurpose.PasswordReset);
    const user = userId ? await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId }) : null;
    if (!user) return this.refuse(client);
    if (isOwnEmail(password, user.email)) {
      throw new DomainError(VALIDATION_ERROR_CODE, ErrorKind.Invalid, PASSWORD_IS_EMAIL, {
        password: PASSWORD_IS_EMAIL,
      });
    }
    const passwordHash = await this.passwords.hash(password);
    const revoked = await this.dataSource.transaction(async (manager) => {
      // Two resets racing with one link: only the one that uses it up changes the password.
      if ((await this.links.consume(manager, token, AccountLinkPurpose.PasswordReset)) !== user.id) return null;
      await manager.update(CredentialEntity, { userId: user.id }, { passwordHash });
      await this.links.revokeOutstanding(manager, user.id);
      return revokeAllFamiliesOf(manager, user.id);
    });
    if (!revoked) return this.refuse(client);
    await this.throttle.forget(user.email);
    this.audit.record('password.reset', {
      accountId: user.id,
      ip: client.ip,
      detail: `${revoked.length} sessions ended`,
    });
    try {
      await this.mail.passwordChanged({ email: user.email, firstName: user.firstName });
    } catch (error) {
      this.logger.error({ err: error, accountId: user.id }, 'password changed email not queued');
    }
    return { message: PASSWORD_RESET_DONE };
  }

  private refuse(client: ClientContext): never {
    this.audit.record('account_link.refused', { ip: client.ip, detail: AccountLinkPurpose.PasswordReset });
    throw linkInvalid();
  }
}
