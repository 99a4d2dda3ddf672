import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OutboxWriter, parseOrThrow } from '@village/kit';
import type { DataSource } from 'typeorm';
import { EmailConfirmationTokens } from '../email-confirmation/email-confirmation-tokens';
import { emailTaken } from '../identity.errors';
import type { ClientContext } from '../sessions/client-context';
import { MemberMail } from '../notifications/member-mail';
import { PreEmptiveBlocks } from '../pre-emptive-blocks/pre-emptive-blocks';
import { PasswordHasher } from '../sessions/password-hasher';
import { SessionIssuer, type IssuedSession } from '../sessions/session-issuer';
import { CredentialEntity } from '../users/credential.entity';
import { publishMemberJoined } from '../users/member-joined.events';
import { UserEntity } from '../users/user.entity';
import { registrationSchema, splitFullName, type RegistrationInput } from './registration.schema';

export interface RegisterMemberCommand extends RegistrationInput {
  isAdmin?: boolean;
}

export interface RegisteredMember {
  user: UserEntity;
  session: IssuedSession;
}

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class RegisterMemberUseCase {
  private readonly logger = new Logger(RegisterMemberUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly outbox: OutboxWriter,
    private readonly confirmationTokens: EmailConfirmationTokens,
    private readonly mail: MemberMail,
    private readonly preEmptiveBlocks: PreEmptiveBlocks,
  ) {}

  async execute(command: RegisterMemberCommand, client: ClientContext = {}): Promise<RegisteredMember> {
    const registered = await this.register(command, client);
    if (registered.confirmationToken) {
      const { user, confirmationToken } = registered;
      // The account exists either way: a member whose email could not be queued asks again from the banner.
      await this.mail
        .confirmEmail({ email: user.email, firstName: user.firstName }, confirmationToken)
        .catch((error: unknown) => this.logger.error({ err: error, userId: user.id }, 'confirmation email not queued'));
    }
    return { user: registered.user, session: registered.session };
  }

  private async register(
    command: RegisterMemberCommand,
    client: ClientContext,
  ): Promise<RegisteredMember & { confirmationToken?: string }> {
    const registration = parseOrThrow(registrationSchema, command);
    const passwordHash = await this.passwords.hash(registration.password);
    const isAdmin = command.isAdmin === true;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = manager.create(UserEntity, {
          email: registration.email,
          fullName: registration.fullName,
          ...splitFullName(registration.fullName),
          city: registration.city,
          postcode: registration.postcode,
          country: registration.country,
          isSingleParent: registration.isSingleParent,
          isLookingForColiving: registration.isLookingForColiving,
          offersServices: registration.offersServices,
          isAdmin,
          // The first admin's address comes from the operator's configuration: nobody needs to confirm it.
          emailConfirmed: isAdmin,
        });
        await manager.save(user);
        await manager.insert(CredentialEntity, { userId: user.id, passwordHash });
        await publishMemberJoined(this.outbox, manager, user, registration.profilePhotoId);
        await this.preEmptiveBlocks.applyToNewMember(manager, user);
        const confirmationToken = user.emailConfirmed
          ? undefined
          : await this.confirmationTokens.issue(manager, user, { resent: false });
        const session = await this.sessions.issue(manager, user, undefined, client);
        return { user, session, confirmationToken };
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
      throw error;
    }
  }
}
