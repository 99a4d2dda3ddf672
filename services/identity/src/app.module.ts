import { Module, type DynamicModule } from '@nestjs/common';
import { KitModule } from '@village/kit';
import { BootstrapAdmin } from './admin/bootstrap-admin';
import { ChangePasswordUseCase } from './credentials/change-password.use-case';
import { CredentialsController } from './credentials/credentials.controller';
import { IDENTITY_ENV, type IdentityEnv } from './env';
import { identityEntities, identityMigrations } from './identity.data-source';
import { RegisterMemberUseCase } from './registration/register-member.use-case';
import { PasswordHasher } from './sessions/password-hasher';
import { RefreshSessionUseCase } from './sessions/refresh-session.use-case';
import { RevokedSessionsQuery } from './sessions/revoked-sessions.query';
import { SessionIssuer } from './sessions/session-issuer';
import { SessionsController } from './sessions/sessions.controller';
import { SignInThrottle } from './sessions/sign-in-throttle';
import { SignInUseCase } from './sessions/sign-in.use-case';
import { SignOutUseCase } from './sessions/sign-out.use-case';
import { TokenIssuer } from './sessions/token-issuer';
import { UsersResolver } from './users/users.resolver';

@Module({})
export class IdentityModule {
  static register(env: IdentityEnv): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        KitModule.forRoot({ env, schema: 'identity', entities: identityEntities, migrations: identityMigrations }),
      ],
      controllers: [SessionsController, CredentialsController],
      providers: [
        { provide: IDENTITY_ENV, useValue: env },
        TokenIssuer,
        PasswordHasher,
        SessionIssuer,
        RegisterMemberUseCase,
        SignInUseCase,
        RefreshSessionUseCase,
        SignOutUseCase,
        SignInThrottle,
        RevokedSessionsQuery,
        ChangePasswordUseCase,
        UsersResolver,
        BootstrapAdmin,
      ],
    };
  }
}
