import { InitialListingsSchema1763769600000 } from './1763769600000-initial-listings-schema';
import { ServicesAndMemberBlocks1797000000000 } from './1797000000000-services-and-member-blocks';
import { PostcodeCentroids1797000100000 } from './1797000100000-postcode-centroids';
import { ServicesGeoIndexes1797000100001 } from './1797000100001-services-geo-indexes';
import { ServiceCancellationPolicy1797000200000 } from './1797000200000-service-cancellation-policy';
import { ConfirmedGuests1797000500000 } from './1797000500000-confirmed-guests';
import { ServiceRecurrence1799300110000 } from './1799300110000-service-recurrence';
import { OutboxTraceParent1799300140100 } from './1799300140100-outbox-trace-parent';
import { ErasedMembers1799300160100 } from './1799300160100-erased-members';

/** listings's migrations, oldest first. */
export const listingsMigrations = [
  InitialListingsSchema1763769600000,
  ServicesAndMemberBlocks1797000000000,
  PostcodeCentroids1797000100000,
  ServicesGeoIndexes1797000100001,
  ServiceCancellationPolicy1797000200000,
  ConfirmedGuests1797000500000,
  ServiceRecurrence1799300110000,
  OutboxTraceParent1799300140100,
  ErasedMembers1799300160100,
];
