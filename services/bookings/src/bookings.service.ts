import { defineService } from '@village/kit';
import { bookingsMigrations } from '../migrations';
import { bookingsEnvSchema } from './env';

export const bookingsService = defineService({
  name: 'bookings',
  env: bookingsEnvSchema,
  entities: [],
  migrations: bookingsMigrations,
});
