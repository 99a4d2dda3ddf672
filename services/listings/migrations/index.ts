import { InitialListingsSchema1763769600000 } from './1763769600000-initial-listings-schema';

/** listings's migrations, oldest first. */
export const listingsMigrations = [InitialListingsSchema1763769600000];
