import { InitialListingsSchema1763769600000 } from './1763769600000-initial-listings-schema';
import { ProvisionalServicesForBrowse1797000099999 } from './1797000099999-provisional-services-for-browse';
import { PostcodeCentroids1797000100000 } from './1797000100000-postcode-centroids';
import { ServicesGeoIndexes1797000100001 } from './1797000100001-services-geo-indexes';

/** listings's migrations, oldest first. */
export const listingsMigrations = [
  InitialListingsSchema1763769600000,
  ProvisionalServicesForBrowse1797000099999,
  PostcodeCentroids1797000100000,
  ServicesGeoIndexes1797000100001,
];
