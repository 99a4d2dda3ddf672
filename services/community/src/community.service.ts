import { defineService, memberBlocksProjection, memberContactsProjection } from '@village/kit';
import { communityMigrations } from '../migrations';
import { communityEnvSchema } from './env';
import { CommunityEventEntity } from './events/community-event.entity';
import { CommunityEventQueries } from './events/community-event-queries';
import { CommunityEventsResolver } from './events/community-events.resolver';
import { CreateCommunityEventUseCase } from './events/create-community-event.use-case';
import { EventMail } from './events/event-mail';
import { EventRsvpEntity } from './events/event-rsvp.entity';
import { RsvpCommunityEventUseCase } from './events/rsvp-community-event.use-case';

export const communityService = defineService({
  name: 'community',
  env: communityEnvSchema,
  mail: true,
  entities: [
    ...memberBlocksProjection.entities,
    ...memberContactsProjection.entities,
    CommunityEventEntity,
    EventRsvpEntity,
  ],
  migrations: communityMigrations,
  consumers: [...memberBlocksProjection.consumers, ...memberContactsProjection.consumers],
  providers: [
    CommunityEventQueries,
    CreateCommunityEventUseCase,
    RsvpCommunityEventUseCase,
    EventMail,
    CommunityEventsResolver,
  ],
});
