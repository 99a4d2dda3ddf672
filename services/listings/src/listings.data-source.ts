import { EVENT_ENTITIES } from '@village/kit';
import { InitialListingsSchema1763769600000 } from '../migrations/1763769600000-initial-listings-schema';

export const listingsEntities = [...EVENT_ENTITIES];
export const listingsMigrations = [InitialListingsSchema1763769600000];
