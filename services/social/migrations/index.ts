import { InitialSocialSchema1763769600000 } from './1763769600000-initial-social-schema';
import { SocialPosts1799200000000 } from './1799200000000-social-posts';

/** social's migrations, oldest first. */
export const socialMigrations = [InitialSocialSchema1763769600000, SocialPosts1799200000000];
