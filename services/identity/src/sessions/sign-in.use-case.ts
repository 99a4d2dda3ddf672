import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { parseOrThrow } from '@village/kit';
import { invalidCredentials } from '../identity.errors';
import { signInSchema } from '../registration/registration.schema';
import { CredentialEntity } from '../users/credential.entity';
import { UserEntity } from '../users/user.entity';
import { PasswordHasher } from './password-hasher';
import { SessionIssuer, type IssuedSession } from './session-issuer';

@Injectable()
export class SignInUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute(input: { email?: unknown; password?: unknown }): Promise<{ user: UserEntity; session: IssuedSession }> {
    const { email, password } = parseOrThrow(signInSchema, input);
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email });
    const credential = user
      ? await this.dataSource.getRepository(CredentialEntity).findOneBy({ userId: user.id })
      : null;
    const matches = await this.passwords.verify(credential?.passwordHash, password);
    if (!user || !credential || !matches) throw invalidCredentials();
    const session = await this.dataSource.transaction((manager) => this.sessions.issue(manager, user));
    return { user, session };
  }
}
