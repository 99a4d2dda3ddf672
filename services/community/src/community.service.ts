import { defineService, memberBlocksProjection, memberContactsProjection } from '@village/kit';
import { communityMigrations } from '../migrations';
import { contactQueriesProviders } from './contact-queries/contact-queries.providers';
import { ContactQueryEntity } from './contact-queries/contact-query.entity';
import { communityEnvSchema } from './env';

export const communityService = defineService({
  name: 'community',
  env: communityEnvSchema,
  mail: true,
  entities: [...memberBlocksProjection.entities, ...memberContactsProjection.entities, ContactQueryEntity],
  migrations: communityMigrations,
  consumers: [...memberBlocksProjection.consumers, ...memberContactsProjection.consumers],
  providers: [...contactQueriesProviders],
});
