import { defineService, memberBlocksProjection, memberContactsProjection } from '@village/kit';
import { communityMigrations } from '../migrations';
import { communityEnvSchema } from './env';

export const communityService = defineService({
  name: 'community',
  env: communityEnvSchema,
  mail: true,
  entities: [...memberBlocksProjection.entities, ...memberContactsProjection.entities],
  migrations: communityMigrations,
  consumers: [...memberBlocksProjection.consumers, ...memberContactsProjection.consumers],
});
