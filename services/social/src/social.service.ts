import { defineService } from '@village/kit';
import { socialMigrations } from '../migrations';
import { accountsEntities, accountsProviders } from './accounts/accounts.providers';
import { socialEnvSchema } from './env';
import { platformAdaptersProviders } from './publishing/platform-adapters.providers';

export const socialService = defineService({
  name: 'social',
  env: socialEnvSchema,
  entities: [...accountsEntities],
  migrations: socialMigrations,
  consumers: [],
  providers: [...platformAdaptersProviders, ...accountsProviders],
  jobs: [],
});
