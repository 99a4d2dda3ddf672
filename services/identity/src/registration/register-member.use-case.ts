import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OutboxWriter, parseOrThrow } from '@village/kit';
import { create, timestampFromDate, UserRegisteredEvent, UserRegisteredSchema } from '@village/proto';
import type { DataSource } from 'typeorm';
import { emailTaken } from '../identity.errors';
import type { ClientContext } from '../sessions/client-context';
import { PasswordHasher } from '../sessions/password-hasher';
import { SessionIssuer, type IssuedSession } from '../sessions/session-issuer';
import { CredentialEntity } from '../users/credential.entity';
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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly outbox: OutboxWriter,
  ) {}

  async execute(command: RegisterMemberCommand, client: ClientContext = {}): Promise<RegisteredMember> {
    const registration = parseOrThrow(registrationSchema, command);
    const passwordHash = await this.passwords.hash(registration.password);
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
          isAdmin: command.isAdmin === true,
          // A new member finishes signing up on /signup-complete (CompleteSignupUseCase clears it).
          hasPendingSignup: command.isAdmin !== true,
        });
        await manager.save(user);
        await manager.insert(CredentialEntity, { userId: user.id, passwordHash });
        await this.outbox.add(
          manager,
          UserRegisteredEvent,
          create(UserRegisteredSchema, {
            userId: user.id,
            fullName: user.fullName,
            email: user.email,
            city: user.city,
            postcode: user.postcode,
            country: user.country,
            isSingleParent: user.isSingleParent,
            isLookingForColiving: user.isLookingForColiving,
            offersServices: user.offersServices,
            profilePhotoId: registration.profilePhotoId,
            registeredAt: timestampFromDate(user.createdAt),
          }),
          { key: user.id },
        );
        const session = await this.sessions.issue(manager, user, undefined, client);
        return { user, session };
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
      throw error;
    }
  }
}
