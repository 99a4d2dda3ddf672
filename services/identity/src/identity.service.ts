import { defineService } from '@village/kit';
import { identityMigrations } from '../migrations';
import { BootstrapAdmin } from './admin/bootstrap-admin';
import { ChangePasswordUseCase } from './credentials/change-password.use-case';
import { CredentialsController } from './credentials/credentials.controller';
import { identityEnvSchema } from './env';
import { ExternalIdentityEntity } from './external-sign-in/external-identity.entity';
import { ExternalSignInController } from './external-sign-in/external-sign-in.controller';
import { SignInWithExternalIdentityUseCase } from './external-sign-in/sign-in-with-external-identity.use-case';
import { RegisterMemberUseCase } from './registration/register-member.use-case';
import { PasswordHasher } from './sessions/password-hasher';
import { RefreshSessionUseCase } from './sessions/refresh-session.use-case';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { RevokedSessionsQuery } from './sessions/revoked-sessions.query';
import { SessionIssuer } from './sessions/session-issuer';
import { SessionsController } from './sessions/sessions.controller';
import { SignInFailureEntity } from './sessions/sign-in-failure.entity';
import { SignInThrottle } from './sessions/sign-in-throttle';
import { SignInUseCase } from './sessions/sign-in.use-case';
import { SignOutUseCase } from './sessions/sign-out.use-case';
import { TokenIssuer } from './sessions/token-issuer';
import { CredentialEntity } from './users/credential.entity';
import { UserEntity } from './users/user.entity';
import { UsersResolver } from './users/users.resolver';

export const identityService = defineService({
  name: 'identity',
  env: identityEnvSchema,
  entities: [UserEntity, CredentialEntity, RefreshTokenEntity, SignInFailureEntity, ExternalIdentityEntity],
  migrations: identityMigrations,
  controllers: [SessionsController, CredentialsController, ExternalSignInController],
  providers: [
    TokenIssuer,
    PasswordHasher,
    SessionIssuer,
    RegisterMemberUseCase,
    SignInUseCase,
    RefreshSessionUseCase,
    SignOutUseCase,
    UsersResolver,
    BootstrapAdmin,
    SignInThrottle,
    RevokedSessionsQuery,
    ChangePasswordUseCase,
    SignInWithExternalIdentityUseCase,
  ],
});
