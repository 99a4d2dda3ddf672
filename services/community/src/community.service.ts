import { defineService } from '@village/kit';
import { communityMigrations } from '../migrations';
import { communityEnvSchema } from './env';

export const communityService = defineService({
  name: 'community',
  env: communityEnvSchema,
  entities: [],
  migrations: communityMigrations,
});
