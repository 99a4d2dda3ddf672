import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, parseOrThrow, VALIDATION_ERROR_CODE, DomainError, ErrorKind } from '@village/kit';
import type { DataSource } from 'typeorm';
import { sessionInvalid } from '../identity.errors';
import { MemberMail } from '../notifications/member-mail';
import { isOwnEmail, PASSWORD_IS_EMAIL } from '../registration/password-rules';
import type { ClientContext } from '../sessions/client-context';
import { PasswordHasher } from '../sessions/password-hasher';
import { SessionIssuer, type IssuedSession } from '../sessions/session-issuer';
import { revokeAllFamiliesOf } from '../sessions/session-revocation';
import { CredentialEntity } from '../users/credential.entity';
import { UserEntity } from '../users/user.entity';
import { changePasswordSchema } from './change-password.schema';

export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect';

export interface ChangePasswordCommand {
  userId: string;
  currentPassword?: unknown;
  newPassword?: unknown;
}

const invalid = (field: string, message: string): DomainError =>
  new DomainError(VALIDATION_ERROR_CODE, ErrorKind.Invalid, message, { [field]: message });

/**
 * Changes a member's password. Every session of the member ends (their access tokens stop working at the gateway
 * at once, see docs/decisions/007-session-revocation.md); the member gets a new session here, and an email.
 */
@Injectable()
export class ChangePasswordUseCase {
  private readonly logger = new Logger(ChangePasswordUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly audit: AuditLog,
    private readonly mail: MemberMail,
  ) {}

  async execute(
    command: ChangePasswordCommand,
    client: ClientContext = {},
  ): Promise<{ user: UserEntity; session: IssuedSession }> {
    const { currentPassword, newPassword } = parseOrThrow(changePasswordSchema, command);
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: command.userId });
    const credential = user
      ? await this.dataSource.getRepository(CredentialEntity).findOneBy({ userId: user.id })
      : null;
    if (!user || !credential) throw sessionInvalid();
    if (!(await this.passwords.verify(credential.passwordHash, currentPassword))) {
      this.audit.record('password.change_refused', { accountId: user.id, ip: client.ip, detail: 'wrong password' });
      throw invalid('currentPassword', CURRENT_PASSWORD_WRONG);
    }
    if (isOwnEmail(newPassword, user.email)) throw invalid('newPassword', PASSWORD_IS_EMAIL);
    const passwordHash = await this.passwords.hash(newPassword);
    const { session, revoked } = await this.dataSource.transaction(async (manager) => {
      await manager.update(CredentialEntity, { userId: user.id }, { passwordHash });
      const revokedSessions = await revokeAllFamiliesOf(manager, user.id);
      return { session: await this.sessions.issue(manager, user, undefined, client), revoked: revokedSessions.length };
    });
    this.audit.record('password.changed', { accountId: user.id, ip: client.ip, detail: `${revoked} sessions ended` });
    try {
      await this.mail.passwordChanged({ email: user.email, firstName: user.firstName });
    } catch (error) {
      this.logger.error({ err: error, accountId: user.id }, 'password changed email not queued');
    }
    return { user, session };
  }
}
