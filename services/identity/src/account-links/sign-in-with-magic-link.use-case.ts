import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, parseOrThrow } from '@village/kit';
import type { DataSource } from 'typeorm';
import { linkInvalid } from '../identity.errors';
import type { ClientContext } from '../sessions/client-context';
import { MfaGate, type GateOutcome } from '../mfa/mfa-gate';
import { UserEntity } from '../users/user.entity';
import { AccountLinkPurpose } from './account-link.entity';
import { magicLinkSchema } from './account-link.schemas';
import { AccountLinks } from './account-links';

/** Signs a member in with the token of an emailed sign-in link, which is used up. */
@Injectable()
export class SignInWithMagicLinkUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: AccountLinks,
    private readonly mfaGate: MfaGate,
    private readonly audit: AuditLog,
  ) {}

  async execute(
    input: { token?: unknown },
    client: ClientContext = {},
  ): Promise<{ user: UserEntity; outcome: GateOutcome }> {
    const { token } = parseOrThrow(magicLinkSchema, input);
    const user = await this.dataSource.transaction(async (manager) => {
      const userId = await this.links.consume(manager, token, AccountLinkPurpose.MagicLink);
      return userId ? await manager.findOneBy(UserEntity, { id: userId }) : null;
    });
    if (!user) {
      this.audit.record('account_link.refused', { ip: client.ip, detail: AccountLinkPurpose.MagicLink });
      throw linkInvalid();
    }
    this.audit.record('sign_in.magic_link', { accountId: user.id, ip: client.ip });
    return { user, outcome: await this.mfaGate.admit(user, client) };
  }
}
