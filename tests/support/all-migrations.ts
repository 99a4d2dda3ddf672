import { serviceDataSourceOptions, type ServiceDataSourceInput } from '@village/kit';
import { bookingsEntities, bookingsMigrations } from '../../services/bookings/src/bookings.data-source';
import { communityEntities, communityMigrations } from '../../services/community/src/community.data-source';
import { identityEntities, identityMigrations } from '../../services/identity/src/identity.data-source';
import { listingsEntities, listingsMigrations } from '../../services/listings/src/listings.data-source';
import { matchingEntities, matchingMigrations } from '../../services/matching/src/matching.data-source';
import { mediaEntities, mediaMigrations } from '../../services/media/src/media.data-source';
import { socialEntities, socialMigrations } from '../../services/social/src/social.data-source';

type Schema = Omit<ServiceDataSourceInput, 'url'>;

export const SERVICE_SCHEMAS: Schema[] = [
  { schema: 'identity', entities: identityEntities, migrations: identityMigrations },
  { schema: 'listings', entities: listingsEntities, migrations: listingsMigrations },
  { schema: 'bookings', entities: bookingsEntities, migrations: bookingsMigrations },
  { schema: 'community', entities: communityEntities, migrations: communityMigrations },
  { schema: 'matching', entities: matchingEntities, migrations: matchingMigrations },
  { schema: 'media', entities: mediaEntities, migrations: mediaMigrations },
  { schema: 'social', entities: socialEntities, migrations: socialMigrations },
];

export const serviceOptions = (url: string, schema: Schema) =>
  serviceDataSourceOptions({ ...schema, url, poolSize: 2 });
