import { InitialListingsSchema1763769600000 } from './1763769600000-initial-listings-schema';
import { ServicesAndMemberBlocks1797000000000 } from './1797000000000-services-and-member-blocks';

/** listings's migrations, oldest first. */
export const listingsMigrations = [InitialListingsSchema1763769600000, ServicesAndMemberBlocks1797000000000];
