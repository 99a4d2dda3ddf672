import { InitialMatchingSchema1763769600000 } from './1763769600000-initial-matching-schema';

/** matching's migrations, oldest first. */
export const matchingMigrations = [InitialMatchingSchema1763769600000];
