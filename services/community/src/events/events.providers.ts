import { handleJob } from '@village/kit';
import { CancelCommunityEventUseCase } from './cancel-community-event.use-case';
import { CommunityEventEntity } from './community-event.entity';
import { CommunityEventQueries } from './community-event-queries';
import { CommunityEventsResolver } from './community-events.resolver';
import { CreateCommunityEventUseCase } from './create-community-event.use-case';
import { EventMail } from './event-mail';
import { EventRsvpEntity } from './event-rsvp.entity';
import { PauseCommunityEventUseCase } from './pause-community-event.use-case';
import { RsvpCommunityEventUseCase } from './rsvp-community-event.use-case';
import { TopUpEventSeriesHandler } from './top-up-event-series.handler';
import { TopUpEventSeriesJob } from './top-up-event-series.job';

export const eventsEntities = [CommunityEventEntity, EventRsvpEntity];

export const eventsProviders = [
  CommunityEventQueries,
  CreateCommunityEventUseCase,
  RsvpCommunityEventUseCase,
  CancelCommunityEventUseCase,
  PauseCommunityEventUseCase,
  EventMail,
  CommunityEventsResolver,
];

export const eventsJobs = [
  // Daily at 03:00: open-ended recurring events get the dates that have come within half a year.
  handleJob(TopUpEventSeriesJob, TopUpEventSeriesHandler, { schedule: { cron: '0 3 * * *' } }),
];
