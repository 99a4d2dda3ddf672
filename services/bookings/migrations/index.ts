import { InitialBookingsSchema1763769600000 } from './1763769600000-initial-bookings-schema';
import { BookingsAndOfferedServices1798000000000 } from './1798000000000-bookings-and-offered-services';
import { PaymentsAndLedger1798000100000 } from './1798000100000-payments-and-ledger';
import { CommissionSettings1798000200000 } from './1798000200000-commission-settings';
import { ConnectedAccounts1798000300000 } from './1798000300000-connected-accounts';
import { MemberContacts1798000500000 } from './1798000500000-member-contacts';
import { BookingPickups1799300010000 } from './1799300010000-booking-pickups';
import { SafetyPlans1799300020000 } from './1799300020000-safety-plans';
import { TimeBank1799300040000 } from './1799300040000-time-bank';
import { CoverCircle1799300060000 } from './1799300060000-cover-circle';
import { MemberContactRules1799300070200 } from './1799300070200-member-contact-rules';
import { LedgerPseudonymisation1799300090000 } from './1799300090000-ledger-pseudonymisation';
import { ServiceOccurrences1799300111000 } from './1799300111000-service-occurrences';
import { OutboxTraceParent1799300140200 } from './1799300140200-outbox-trace-parent';
import { ErasedMembers1799300160000 } from './1799300160000-erased-members';

/** bookings's migrations, oldest first. */
export const bookingsMigrations = [
  InitialBookingsSchema1763769600000,
  BookingsAndOfferedServices1798000000000,
  PaymentsAndLedger1798000100000,
  CommissionSettings1798000200000,
  ConnectedAccounts1798000300000,
  MemberContacts1798000500000,
  BookingPickups1799300010000,
  SafetyPlans1799300020000,
  TimeBank1799300040000,
  CoverCircle1799300060000,
  MemberContactRules1799300070200,
  LedgerPseudonymisation1799300090000,
  ServiceOccurrences1799300111000,
  OutboxTraceParent1799300140200,
  ErasedMembers1799300160000,
];
