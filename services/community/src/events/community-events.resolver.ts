import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthenticatedUser, type Clock, CLOCK, CurrentUser } from '@village/kit';
import { CancelCommunityEventUseCase } from './cancel-community-event.use-case';
import { type CommunityEventRow, CommunityEventQueries } from './community-event-queries';
import { CommunityEventModel, CreateCommunityEventInput } from './community-event.model';
import { CreateCommunityEventUseCase } from './create-community-event.use-case';
import { eventInvalid, eventNotFound } from './events.errors';
import { isEventType } from './event-words';
import { PauseCommunityEventUseCase } from './pause-community-event.use-case';
import { RsvpCommunityEventUseCase } from './rsvp-community-event.use-case';

const toModel = (viewerId: string, event: CommunityEventRow): CommunityEventModel => ({
  id: event.id,
  title: event.title,
  description: event.description,
  eventType: event.eventType,
  location: event.location,
  isVirtual: event.isVirtual,
  startDateTime: event.startAt,
  endDateTime: event.endAt,
  maxParticipants: event.maxParticipants,
  currentParticipants: event.currentParticipants,
  waitlistLength: event.waitlistLength,
  organiser: { firstName: event.organiserFirstName, lastInitial: null },
  isOrganiser: event.organiserId === viewerId,
  myRsvp: event.myRsvp,
  seriesId: event.seriesId,
  recurrenceRule: event.recurrenceRule,
  isCancelled: event.cancelledAt !== null,
  isPaused: event.pausedAt !== null,
});

@Resolver(() => CommunityEventModel)
export class CommunityEventsResolver {
  constructor(
    private readonly queries: CommunityEventQueries,
    private readonly createEvent: CreateCommunityEventUseCase,
    private readonly rsvps: RsvpCommunityEventUseCase,
    private readonly cancelEvent: CancelCommunityEventUseCase,
    private readonly pauseEvent: PauseCommunityEventUseCase,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Query(() => [CommunityEventModel], {
    description: 'Events that have not ended, soonest first (at most 100); `type` keeps one kind. Blocks hide events.',
  })
  async communityEvents(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('type', { type: () => String, nullable: true }) type?: string | null,
  ): Promise<CommunityEventModel[]> {
    const kind = type?.trim() || null;
    if (kind !== null && !isEventType(kind)) throw eventInvalid('Unknown event type', { type: 'Unknown event type' });
    const events = await this.queries.upcoming(viewer.id, this.clock.now(), kind);
    return events.map((event) => toModel(viewer.id, event));
  }

  @Query(() => CommunityEventModel, { nullable: true, description: 'One event (null when unknown or blocked).' })
  async communityEvent(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<CommunityEventModel | null> {
    const event = await this.queries.one(viewer.id, id);
    return event ? toModel(viewer.id, event) : null;
  }

  @Mutation(() => CommunityEventModel, { description: 'Organises an event.' })
  async createCommunityEvent(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('input', { type: () => CreateCommunityEventInput }) input: CreateCommunityEventInput,
  ): Promise<CommunityEventModel> {
    return this.read(viewer.id, await this.createEvent.execute(viewer.id, { ...input }));
  }

  @Mutation(() => CommunityEventModel, {
    description:
      'going: takes places for the member and their children, or joins the waitlist when full; cancelled: gives them back.',
  })
  async rsvpCommunityEvent(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('status', { type: () => String }) status: string,
    @Args('childrenAges', { type: () => [Int], nullable: true }) childrenAges?: number[] | null,
  ): Promise<CommunityEventModel> {
    if (status === 'going') await this.rsvps.attend(viewer.id, eventId, childrenAges ?? []);
    else if (status === 'cancelled') await this.rsvps.cancel(viewer.id, eventId);
    else
      throw eventInvalid("Status must be 'going' or 'cancelled'", { status: "Status must be 'going' or 'cancelled'" });
    return this.read(viewer.id, eventId);
  }

  @Mutation(() => CommunityEventModel, {
    description: "Cancels the member's RSVP; a freed place goes to the waitlist.",
  })
  async cancelRsvp(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('eventId', { type: () => ID }) eventId: string,
  ): Promise<CommunityEventModel> {
    await this.rsvps.cancel(viewer.id, eventId);
    return this.read(viewer.id, eventId);
  }

  @Mutation(() => CommunityEventModel, {
    description:
      'The organiser cancels the event (wholeSeries: every occurrence of its series not yet started); their RSVPs are cancelled and the members emailed.',
  })
  async cancelCommunityEvent(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('wholeSeries', { type: () => Boolean, nullable: true }) wholeSeries?: boolean | null,
  ): Promise<CommunityEventModel> {
    await this.cancelEvent.execute(viewer.id, eventId, wholeSeries ?? false);
    return this.read(viewer.id, eventId);
  }

  @Mutation(() => CommunityEventModel, {
    description:
      'The organiser pauses RSVPs to the event (wholeSeries: to every occurrence of its series not yet started); members already going keep their place and are not emailed.',
  })
  async pauseCommunityEvent(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('wholeSeries', { type: () => Boolean, nullable: true }) wholeSeries?: boolean | null,
  ): Promise<CommunityEventModel> {
    await this.pauseEvent.pause(viewer.id, eventId, wholeSeries ?? false);
    return this.read(viewer.id, eventId);
  }

  @Mutation(() => CommunityEventModel, {
    description:
      'The organiser resumes RSVPs to the event (wholeSeries: to every occurrence of its series not yet started).',
  })
  async resumeCommunityEvent(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('wholeSeries', { type: () => Boolean, nullable: true }) wholeSeries?: boolean | null,
  ): Promise<CommunityEventModel> {
    await this.pauseEvent.resume(viewer.id, eventId, wholeSeries ?? false);
    return this.read(viewer.id, eventId);
  }

  private async read(viewerId: string, eventId: string): Promise<CommunityEventModel> {
    const event = await this.queries.one(viewerId, eventId);
    if (!event) throw eventNotFound();
    return toModel(viewerId, event);
  }
}
