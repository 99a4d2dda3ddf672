import { migrateMain } from '@village/kit';
import { bookingsEntities, bookingsMigrations } from './bookings.data-source';

void migrateMain({ schema: 'bookings', entities: bookingsEntities, migrations: bookingsMigrations });
