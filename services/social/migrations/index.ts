import { InitialSocialSchema1763769600000 } from './1763769600000-initial-social-schema';
import { SocialAccounts1799200010000 } from './1799200010000-social-accounts';

/** social's migrations, oldest first. */
export const socialMigrations = [InitialSocialSchema1763769600000, SocialAccounts1799200010000];
