import { InitialIdentitySchema1763769600000 } from './1763769600000-initial-identity-schema';

/** identity's migrations, oldest first. */
export const identityMigrations = [InitialIdentitySchema1763769600000];
