import { InitialSocialSchema1763769600000 } from './1763769600000-initial-social-schema';
import { SocialPosts1799200000000 } from './1799200000000-social-posts';
import { SocialAccounts1799200010000 } from './1799200010000-social-accounts';
import { OutboxTraceParent1799300140600 } from './1799300140600-outbox-trace-parent';
import { ErasedMembers1799300160400 } from './1799300160400-erased-members';

/** social's migrations, oldest first. */
export const socialMigrations = [
  InitialSocialSchema1763769600000,
  SocialPosts1799200000000,
  SocialAccounts1799200010000,
  OutboxTraceParent1799300140600,
  ErasedMembers1799300160400,
];
