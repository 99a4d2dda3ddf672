import { EVENT_ENTITIES } from '@village/kit';
import { InitialIdentitySchema1763769600000 } from '../migrations/1763769600000-initial-identity-schema';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { CredentialEntity } from './users/credential.entity';
import { UserEntity } from './users/user.entity';

export const identityEntities = [UserEntity, CredentialEntity, RefreshTokenEntity, ...EVENT_ENTITIES];
export const identityMigrations = [InitialIdentitySchema1763769600000];
