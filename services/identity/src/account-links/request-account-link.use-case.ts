import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, parseOrThrow } from '@village/kit';
import type { DataSource } from 'typeorm';
import { MemberMail } from '../notifications/member-mail';
import type { ClientContext } from '../sessions/client-context';
import { UserEntity } from '../users/user.entity';
import { AccountLinkPurpose } from './account-link.entity';
import { linkRequestSchema } from './account-link.schemas';
import { AccountLinks } from './account-links';

export const LINK_SENT_MESSAGES: Record<AccountLinkPurpose, string> = {
  [AccountLinkPurpose.MagicLink]:
    'If an account exists for that email, we have sent it a sign-in link. The link works once, within 15 minutes.',
  [AccountLinkPurpose.PasswordReset]:
    'If an account exists for that email, we have sent it a link to reset your password. The link works once, within 1 hour.',
};

/**
 * Emails a sign-in link or a password reset link. The answer is the same whether the address has an account,
 * is over its limit or not: every request does the same work (count it, look the address up, make a token), and
 * only a known address within its limit gets a stored token and an email.
 */
@Injectable()
export class RequestAccountLinkUseCase {
  private readonly logger = new Logger(RequestAccountLinkUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: AccountLinks,
    private readonly mail: MemberMail,
    private readonly audit: AuditLog,
  ) {}

  async execute(
    purpose: AccountLinkPurpose,
    input: { email?: unknown },
    client: ClientContext = {},
  ): Promise<{ message: string }> {
    const { email } = parseOrThrow(linkRequestSchema, input);
    const admitted = await this.links.admitRequest(email, purpose);
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email });
    const recipient = admitted ? user : null;
    const token = await this.links.issue(recipient?.id ?? null, purpose);
    if (!admitted) {
      this.audit.record('account_link.limited', { accountId: user?.id, ip: client.ip, detail: purpose });
    } else {
      this.audit.record('account_link.requested', {
        accountId: user?.id,
        ip: client.ip,
        detail: user ? purpose : `${purpose} for no account`,
      });
    }
    if (recipient) await this.send(purpose, recipient, token);
    return { message: LINK_SENT_MESSAGES[purpose] };
  }

  /** A mail queue that fails must not tell the caller the address has an account: it is logged, not answered. */
  private async send(purpose: AccountLinkPurpose, user: UserEntity, token: string): Promise<void> {
    const to = { email: user.email, firstName: user.firstName };
    try {
      if (purpose === AccountLinkPurpose.MagicLink) await this.mail.magicLink(to, token);
      else await this.mail.passwordReset(to, token);
    } catch (error) {
      this.logger.error({ err: error, accountId: user.id, purpose }, 'account link email not queued');
    }
  }
}
