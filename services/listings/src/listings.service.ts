import { defineService } from '@village/kit';
import { listingsMigrations } from '../migrations';
import { listingsEnvSchema } from './env';

export const listingsService = defineService({
  name: 'listings',
  env: listingsEnvSchema,
  entities: [],
  migrations: listingsMigrations,
});
