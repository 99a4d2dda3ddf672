import { InitialSocialSchema1763769600000 } from './1763769600000-initial-social-schema';

/** social's migrations, oldest first. */
export const socialMigrations = [InitialSocialSchema1763769600000];
