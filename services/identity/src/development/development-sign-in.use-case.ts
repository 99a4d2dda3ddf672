import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, parseOrThrow } from '@village/kit';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { IDENTITY_ENV, type IdentityEnv } from '../env';
import { invalidCredentials, notAvailable } from '../identity.errors';
import type { ClientContext } from '../sessions/client-context';
import { SessionIssuer, type IssuedSession } from '../sessions/session-issuer';
import { UserEntity } from '../users/user.entity';

const developmentSignInSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address')),
});

/**
 * Signs in an existing member by email alone, for trying Village locally. It exists only when
 * NODE_ENV=development: anywhere else it answers as a path that does not exist.
 */
@Injectable()
export class DevelopmentSignInUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    private readonly sessions: SessionIssuer,
    private readonly audit: AuditLog,
  ) {}

  get available(): boolean {
    return this.env.NODE_ENV === 'development';
  }

  async execute(
    input: { email?: unknown },
    client: ClientContext = {},
  ): Promise<{ user: UserEntity; session: IssuedSession }> {
    if (!this.available) throw notAvailable();
    const { email } = parseOrThrow(developmentSignInSchema, input);
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email });
    if (!user) throw invalidCredentials();
    const session = await this.dataSource.transaction((manager) =>
      this.sessions.issue(manager, user, undefined, client),
    );
    this.audit.record('sign_in.development', { accountId: user.id, ip: client.ip });
    return { user, session };
  }
}
