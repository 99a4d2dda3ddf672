import {
  defineService,
  ErasedMemberEntity,
  memberBlocksProjection,
  memberContactRulesProjection,
  memberContactsProjection,
} from '@village/kit';
import { communityMemberErasureConsumer } from './erasure/member-erasure.consumer';
import { communityMigrations } from '../migrations';
import { contactQueriesProviders } from './contact-queries/contact-queries.providers';
import { ContactQueryEntity } from './contact-queries/contact-query.entity';
import { communityEnvSchema } from './env';
import { eventsEntities, eventsJobs, eventsProviders } from './events/events.providers';
import { forumEntities, forumProviders } from './forum/forum.providers';
import {
  messagesConsumers,
  messagesControllers,
  messagesEntities,
  messagesProviders,
} from './messages/messages.providers';
import { reportsConsumers, reportsEntities, reportsProviders } from './reports/reports.providers';
import { CommunityDataExportResolver } from './data-export/community-data-export.resolver';

export const communityService = defineService({
  name: 'community',
  env: communityEnvSchema,
  mail: true,
  entities: [
    ...memberBlocksProjection.entities,
    ...memberContactRulesProjection('community-contact-rules').entities,
    ...memberContactsProjection.entities,
    ...forumEntities,
    ...eventsEntities,
    ContactQueryEntity,
    ...messagesEntities,
    ...reportsEntities,
    ErasedMemberEntity,
  ],
  migrations: communityMigrations,
  consumers: [
    ...memberBlocksProjection.consumers,
    ...memberContactRulesProjection('community-contact-rules').consumers,
    ...memberContactsProjection.consumers,
    ...messagesConsumers,
    ...reportsConsumers,
    communityMemberErasureConsumer,
  ],
  controllers: [...messagesControllers],
  providers: [
    CommunityDataExportResolver,
    ...forumProviders,
    ...eventsProviders,
    ...contactQueriesProviders,
    ...messagesProviders,
    ...reportsProviders,
  ],
  jobs: [...eventsJobs],
});
