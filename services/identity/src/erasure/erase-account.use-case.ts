import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, type Clock, CLOCK, DomainError, ErrorKind, OutboxWriter, VALIDATION_ERROR_CODE } from '@village/kit';
import { create, timestampFromDate, UserErasedEvent, UserErasedSchema } from '@village/proto';
import type { DataSource } from 'typeorm';
import { sessionInvalid } from '../identity.errors';
import type { ClientContext } from '../sessions/client-context';
import { PasswordHasher } from '../sessions/password-hasher';
import { revokeAllFamiliesOf } from '../sessions/session-revocation';
import { CredentialEntity } from '../users/credential.entity';
import { UserEntity } from '../users/user.entity';
import { anonymiseIdentityRecords } from './anonymise-identity-records';

/** What the member types to show they mean it (whether or not they have a password). */
export const ERASURE_PHRASE = 'erase my account';
export const ERASURE_PHRASE_WRONG = `Type "${ERASURE_PHRASE}" to confirm`;
export const ERASURE_PASSWORD_WRONG = 'Your password is incorrect';

export interface EraseAccountCommand {
  userId: string;
  password?: unknown;
  confirmation?: unknown;
}

const invalid = (field: string, message: string): DomainError =>
  new DomainError(VALIDATION_ERROR_CODE, ErrorKind.Invalid, message, { [field]: message });

/**
 * A member erases their account (ADR 032). In one transaction: every session ends (the gateway refuses their access
 * tokens at once), identity's own records of them are deleted or anonymised, and `UserErased` goes into the outbox so
 * every other service forgets them too. A member with a password confirms with it; everyone types the phrase.
 */
@Injectable()
export class EraseAccountUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: EraseAccountCommand, client: ClientContext = {}): Promise<void> {
    const confirmation = typeof command.confirmation === 'string' ? command.confirmation.trim().toLowerCase() : '';
    if (confirmation !== ERASURE_PHRASE) throw invalid('confirmation', ERASURE_PHRASE_WRONG);
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: command.userId });
    if (!user || user.erasedAt) throw sessionInvalid();
    const credential = await this.dataSource.getRepository(CredentialEntity).findOneBy({ userId: user.id });
    if (credential) {
      const password = typeof command.password === 'string' ? command.password : '';
      if (!(await this.passwords.verify(credential.passwordHash, password))) {
        this.audit.record('account.erase_refused', { accountId: user.id, ip: client.ip, detail: 'wrong password' });
        throw invalid('password', ERASURE_PASSWORD_WRONG);
      }
    }
    const erasedAt = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await revokeAllFamiliesOf(manager, user.id);
      await anonymiseIdentityRecords(manager, user, erasedAt);
      await this.outbox.add(
        manager,
        UserErasedEvent,
        create(UserErasedSchema, { userId: user.id, erasedAt: timestampFromDate(erasedAt) }),
        { key: user.id },
      );
    });
    this.audit.record('account.erased', { accountId: user.id, ip: client.ip });
  }
}
