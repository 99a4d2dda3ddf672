import { EVENT_ENTITIES } from '@village/kit';
import { InitialIdentitySchema1763769600000 } from '../migrations/1763769600000-initial-identity-schema';
import { SessionRevocationAndSignInLimit1795405620249 } from '../migrations/1795405620249-session-revocation-and-sign-in-limit';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { SignInFailureEntity } from './sessions/sign-in-failure.entity';
import { CredentialEntity } from './users/credential.entity';
import { UserEntity } from './users/user.entity';

export const identityEntities = [
  UserEntity,
  CredentialEntity,
  RefreshTokenEntity,
  SignInFailureEntity,
  ...EVENT_ENTITIES,
];
export const identityMigrations = [InitialIdentitySchema1763769600000, SessionRevocationAndSignInLimit1795405620249];
