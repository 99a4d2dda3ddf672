import { defineService } from '@village/kit';
import { socialMigrations } from '../migrations';
import { socialEnvSchema } from './env';
import { platformAdaptersProviders } from './publishing/platform-adapters.providers';
import { textGenerationProviders } from './generation/text-generation.providers';

export const socialService = defineService({
  name: 'social',
  env: socialEnvSchema,
  entities: [],
  migrations: socialMigrations,
  consumers: [],
  providers: [...platformAdaptersProviders, ...textGenerationProviders],
  jobs: [],
});
