import { InitialBookingsSchema1763769600000 } from './1763769600000-initial-bookings-schema';

/** bookings's migrations, oldest first. */
export const bookingsMigrations = [InitialBookingsSchema1763769600000];
