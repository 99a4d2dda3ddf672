import { InitialIdentitySchema1763769600000 } from './1763769600000-initial-identity-schema';
import { SessionRevocationAndSignInLimit1795405620249 } from './1795405620249-session-revocation-and-sign-in-limit';
import { EmailConfirmation1796000000000 } from './1796000000000-email-confirmation';
import { AccountLinksAndDevices1796100000000 } from './1796100000000-account-links-and-devices';
import { MultiFactorAuthentication1796200000000 } from './1796200000000-multi-factor-authentication';
import { ExternalIdentities1796300000000 } from './1796300000000-external-identities';
import { VerificationCases1796400000000 } from './1796400000000-verification-cases';
import { EnhancedProfileAndMemberBlocks1796500000000 } from './1796500000000-enhanced-profile-and-member-blocks';
import { MemberSuspension1799000400000 } from './1799000400000-member-suspension';
import { PreEmptiveBlocks1799300000000 } from './1799300000000-pre-emptive-blocks';
import { CalendarFeed1799300030000 } from './1799300030000-calendar-feed';
import { MemberVouches1799300050000 } from './1799300050000-member-vouches';
import { DbsChecks1799300050100 } from './1799300050100-dbs-checks';
import { MemberContactSettings1799300070000 } from './1799300070000-member-contact-settings';
import { AccountErasure1799300090000 } from './1799300090000-account-erasure';
import { MemberBlocksMadeInAdvance1799300130100 } from './1799300130100-member-blocks-made-in-advance';
import { EnhancedProfilePhoneNumber1799300130000 } from './1799300130000-enhanced-profile-phone-number';
import { OutboxTraceParent1799300140000 } from './1799300140000-outbox-trace-parent';

/** identity's migrations, oldest first. */
export const identityMigrations = [
  InitialIdentitySchema1763769600000,
  SessionRevocationAndSignInLimit1795405620249,
  EmailConfirmation1796000000000,
  AccountLinksAndDevices1796100000000,
  MultiFactorAuthentication1796200000000,
  ExternalIdentities1796300000000,
  VerificationCases1796400000000,
  EnhancedProfileAndMemberBlocks1796500000000,
  MemberSuspension1799000400000,
  PreEmptiveBlocks1799300000000,
  CalendarFeed1799300030000,
  MemberVouches1799300050000,
  DbsChecks1799300050100,
  MemberContactSettings1799300070000,
  AccountErasure1799300090000,
  EnhancedProfilePhoneNumber1799300130000,
  MemberBlocksMadeInAdvance1799300130100,
  OutboxTraceParent1799300140000,
];
