import { InitialIdentitySchema1763769600000 } from './1763769600000-initial-identity-schema';
import { SessionRevocationAndSignInLimit1795405620249 } from './1795405620249-session-revocation-and-sign-in-limit';
import { EnhancedProfileAndMemberBlocks1796500000000 } from './1796500000000-enhanced-profile-and-member-blocks';

/** identity's migrations, oldest first. */
export const identityMigrations = [
  InitialIdentitySchema1763769600000,
  SessionRevocationAndSignInLimit1795405620249,
  EnhancedProfileAndMemberBlocks1796500000000,
];
