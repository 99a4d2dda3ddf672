import { CancelCommunityEventUseCase } from './cancel-community-event.use-case';
import { CommunityEventEntity } from './community-event.entity';
import { CommunityEventQueries } from './community-event-queries';
import { CommunityEventsResolver } from './community-events.resolver';
import { CreateCommunityEventUseCase } from './create-community-event.use-case';
import { EventMail } from './event-mail';
import { EventRsvpEntity } from './event-rsvp.entity';
import { RsvpCommunityEventUseCase } from './rsvp-community-event.use-case';

export const eventsEntities = [CommunityEventEntity, EventRsvpEntity];

export const eventsProviders = [
  CommunityEventQueries,
  CreateCommunityEventUseCase,
  RsvpCommunityEventUseCase,
  CancelCommunityEventUseCase,
  EventMail,
  CommunityEventsResolver,
];
