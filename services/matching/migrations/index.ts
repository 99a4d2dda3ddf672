import { InitialMatchingSchema1763769600000 } from './1763769600000-initial-matching-schema';
import { MemberProfiles1796500000001 } from './1796500000001-member-profiles';
import { Matches1800000000000 } from './1800000000000-matches';
import { MemberContactRules1799300070300 } from './1799300070300-member-contact-rules';
import { OutboxTraceParent1799300140400 } from './1799300140400-outbox-trace-parent';
import { ErasedMembers1799300160200 } from './1799300160200-erased-members';

/** matching's migrations, oldest first. */
export const matchingMigrations = [
  InitialMatchingSchema1763769600000,
  MemberProfiles1796500000001,
  Matches1800000000000,
  MemberContactRules1799300070300,
  OutboxTraceParent1799300140400,
  ErasedMembers1799300160200,
];
