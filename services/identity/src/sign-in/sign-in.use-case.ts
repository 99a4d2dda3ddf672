import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, parseOrThrow } from '@village/kit';
import type { DataSource } from 'typeorm';
import { accountSuspended, invalidCredentials, tooManySignInAttempts } from '../identity.errors';
import { MfaGate, type GateOutcome } from '../mfa/mfa-gate';
import { signInSchema } from '../registration/registration.schema';
import { CredentialEntity } from '../users/credential.entity';
import { UserEntity } from '../users/user.entity';
import type { ClientContext } from '../sessions/client-context';
import { PasswordHasher } from '../sessions/password-hasher';
import { SignInThrottle } from '../sessions/sign-in-throttle';

@Injectable()
export class SignInUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly mfaGate: MfaGate,
    private readonly throttle: SignInThrottle,
    private readonly audit: AuditLog,
  ) {}

  async execute(
    input: { email?: unknown; password?: unknown },
    client: ClientContext = {},
  ): Promise<{ user: UserEntity; outcome: GateOutcome }> {
    const { email, password } = parseOrThrow(signInSchema, input);
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email });
    if (await this.throttle.isLocked(email)) {
      this.audit.record('sign_in.locked', { accountId: user?.id, ip: client.ip });
      throw tooManySignInAttempts(this.throttle.windowMinutes);
    }
    const credential = user
      ? await this.dataSource.getRepository(CredentialEntity).findOneBy({ userId: user.id })
      : null;
    const matches = await this.passwords.verify(credential?.passwordHash, password);
    if (!user || !credential || !matches) {
      await this.throttle.recordFailure(email);
      this.audit.record('sign_in.failed', {
        accountId: user?.id,
        ip: client.ip,
        detail: user ? 'wrong password' : 'no such account',
      });
      throw invalidCredentials();
    }
    await this.throttle.forget(email);
    // Before any second factor: a suspended member is told at once, and only once the password is right.
    if (user.suspendedAt) {
      this.audit.record('sign_in.failed', { accountId: user.id, ip: client.ip, detail: 'suspended' });
      throw accountSuspended();
    }
    return { user, outcome: await this.mfaGate.admit(user, client) };
  }
}
