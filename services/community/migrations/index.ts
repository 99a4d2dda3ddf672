import { InitialCommunitySchema1763769600000 } from './1763769600000-initial-community-schema';
import { MemberBlocksAndContacts1799000000000 } from './1799000000000-member-blocks-and-contacts';
import { Forum1799000100000 } from './1799000100000-forum';
import { CommunityEvents1799000200000 } from './1799000200000-community-events';
import { ContactQueries1799000300000 } from './1799000300000-contact-queries';
import { Reports1799000400000 } from './1799000400000-reports';
import { Messages1799000500000 } from './1799000500000-messages';
import { MemberContactRules1799300070100 } from './1799300070100-member-contact-rules';
import { ErasedMembers1799300090000 } from './1799300090000-erased-members';
import { RecurringEvents1799300112000 } from './1799300112000-recurring-events';
import { EventPauseAndSeriesTopUp1799300120000 } from './1799300120000-event-pause-and-series-top-up';
import { OutboxTraceParent1799300140300 } from './1799300140300-outbox-trace-parent';

/** community's migrations, oldest first. */
export const communityMigrations = [
  InitialCommunitySchema1763769600000,
  MemberBlocksAndContacts1799000000000,
  Forum1799000100000,
  CommunityEvents1799000200000,
  ContactQueries1799000300000,
  Reports1799000400000,
  Messages1799000500000,
  MemberContactRules1799300070100,
  ErasedMembers1799300090000,
  RecurringEvents1799300112000,
  EventPauseAndSeriesTopUp1799300120000,
  OutboxTraceParent1799300140300,
];
