import { defineService } from '@village/kit';
import { identityMigrations } from '../migrations';
import { BootstrapAdmin } from './admin/bootstrap-admin';
import { BlockMemberUseCase } from './blocking/block-member.use-case';
import { BlockedMembersQuery } from './blocking/blocked-members.query';
import { BlockingResolver } from './blocking/blocking.resolver';
import { MemberBlockEntity } from './blocking/member-block.entity';
import { UnblockMemberUseCase } from './blocking/unblock-member.use-case';
import { ChangePasswordUseCase } from './credentials/change-password.use-case';
import { CredentialsController } from './credentials/credentials.controller';
import { EnhancedProfileEntity } from './enhanced-profile/enhanced-profile.entity';
import { EnhancedProfileResolver } from './enhanced-profile/enhanced-profile.resolver';
import { GetEnhancedProfileUseCase } from './enhanced-profile/get-enhanced-profile.use-case';
import { UpdateEnhancedProfileUseCase } from './enhanced-profile/update-enhanced-profile.use-case';
import { identityEnvSchema } from './env';
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
  entities: [
    UserEntity,
    CredentialEntity,
    RefreshTokenEntity,
    SignInFailureEntity,
    EnhancedProfileEntity,
    MemberBlockEntity,
  ],
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
    GetEnhancedProfileUseCase,
    UpdateEnhancedProfileUseCase,
    EnhancedProfileResolver,
    BlockMemberUseCase,
    UnblockMemberUseCase,
    BlockedMembersQuery,
    BlockingResolver,
  ],
});
