import { defineService } from '@village/kit';
import { identityMigrations } from '../migrations';
import { BootstrapAdmin } from './admin/bootstrap-admin';
import { ChangePasswordUseCase } from './credentials/change-password.use-case';
import { CredentialsController } from './credentials/credentials.controller';
import { identityEnvSchema } from './env';
import { ProfileSetupResolver } from './profile-setup/profile-setup.resolver';
import { SetUpProfileUseCase } from './profile-setup/set-up-profile.use-case';
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
import { DecideVerificationUseCase } from './verification/decide-verification.use-case';
import { VerificationCaseEntity } from './verification/verification-case.entity';
import { VerificationResolver } from './verification/verification.resolver';

export const identityService = defineService({
  name: 'identity',
  env: identityEnvSchema,
  entities: [UserEntity, CredentialEntity, RefreshTokenEntity, SignInFailureEntity, VerificationCaseEntity],
  migrations: identityMigrations,
  controllers: [SessionsController, CredentialsController],
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
    SetUpProfileUseCase,
    ProfileSetupResolver,
    DecideVerificationUseCase,
    VerificationResolver,
  ],
});
