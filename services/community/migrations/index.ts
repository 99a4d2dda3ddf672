import { InitialCommunitySchema1763769600000 } from './1763769600000-initial-community-schema';

/** community's migrations, oldest first. */
export const communityMigrations = [InitialCommunitySchema1763769600000];
