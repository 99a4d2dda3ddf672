import { EVENT_ENTITIES } from '@village/kit';
import { InitialBookingsSchema1763769600000 } from '../migrations/1763769600000-initial-bookings-schema';

export const bookingsEntities = [...EVENT_ENTITIES];
export const bookingsMigrations = [InitialBookingsSchema1763769600000];
