import { migrateMain } from '@village/kit';
import { listingsEntities, listingsMigrations } from './listings.data-source';

void migrateMain({ schema: 'listings', entities: listingsEntities, migrations: listingsMigrations });
