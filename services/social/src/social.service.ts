import { defineService } from '@village/kit';
import { socialMigrations } from '../migrations';
import { socialEnvSchema } from './env';

export const socialService = defineService({
  name: 'social',
  env: socialEnvSchema,
  entities: [],
  migrations: socialMigrations,
});
