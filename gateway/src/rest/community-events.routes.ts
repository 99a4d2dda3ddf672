import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid } from '@village/kit/ids';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  CANCEL_COMMUNITY_EVENT,
  COMMUNITY_EVENT_QUERY,
  COMMUNITY_EVENTS_QUERY,
  CREATE_COMMUNITY_EVENT,
  PAUSE_COMMUNITY_EVENT,
  RESUME_COMMUNITY_EVENT,
  RSVP_COMMUNITY_EVENT,
  type GraphCommunityEvent,
} from './community-events.graph';
import { communityEventCalendar } from './community-events.ics';
import {
  cancelCommunityEventRouteSchema,
  communityEventCalendarRouteSchema,
  communityEventRouteSchema,
  createCommunityEventRouteSchema,
  listCommunityEventsRouteSchema,
  pauseCommunityEventRouteSchema,
  resumeCommunityEventRouteSchema,
  rsvpCommunityEventRouteSchema,
  type CommunityEventJson,
} from './community-events.schemas';

export interface CommunityEventsRoutesOptions extends GraphRoutesOptions {
  /** The web app's address: the calendar file links to the event's page. */
  appUrl: string;
}

const eventNotFound = () => new UpstreamRefusal(404, { message: 'Event not found', code: 'EVENT_NOT_FOUND' });

/** An event id is a uuid: anything else names no event (404, as community would answer, without asking it). */
function eventIdOf(id: string): string {
  if (!isUuid(id)) throw eventNotFound();
  return id;
}

/** The spec's event shape: `organizer` and `userRsvpStatus` (going is 'confirmed'), plus the waitlist's facts. */
const toJson = (event: GraphCommunityEvent): CommunityEventJson => ({
  id: event.id,
  title: event.title,
  description: event.description,
  eventType: event.eventType,
  location: event.location,
  isVirtual: event.isVirtual,
  startDateTime: event.startDateTime,
  endDateTime: event.endDateTime,
  maxParticipants: event.maxParticipants,
  currentParticipants: event.currentParticipants,
  waitlistLength: event.waitlistLength,
  isOrganiser: event.isOrganiser,
  organizer: { firstName: event.organiser.firstName, lastName: event.organiser.lastInitial },
  userRsvpStatus: event.myRsvp ? (event.myRsvp.status === 'going' ? 'confirmed' : event.myRsvp.status) : null,
  myRsvp: event.myRsvp,
  seriesId: event.seriesId,
  recurrenceRule: event.recurrenceRule,
  isCancelled: event.isCancelled,
  isPaused: event.isPaused,
});

/** The spec's /api/community-events calls (and an event's page and calendar file), through the graph. */
export async function communityEventsRoutes(
  fastify: FastifyInstance,
  options: CommunityEventsRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);
  const oneEvent = async (request: FastifyRequest, eventId: string): Promise<GraphCommunityEvent> => {
    const context = signedIn(request);
    const data = await executeGraph<{ communityEvent: GraphCommunityEvent | null }>(
      options.graph,
      COMMUNITY_EVENT_QUERY,
      { id: eventIdOf(eventId) },
      context,
    );
    if (!data.communityEvent) throw eventNotFound();
    return data.communityEvent;
  };

  app.get('/api/community-events', { schema: listCommunityEventsRouteSchema }, async (request, reply) => {
    const type = request.query.type && request.query.type !== 'all' ? request.query.type : null;
    const data = await executeGraph<{ communityEvents: GraphCommunityEvent[] }>(
      options.graph,
      COMMUNITY_EVENTS_QUERY,
      { type },
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send(data.communityEvents.map(toJson));
  });

  app.get('/api/community-events/:eventId', { schema: communityEventRouteSchema }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(toJson(await oneEvent(request, request.params.eventId))),
  );

  app.get(
    '/api/community-events/:eventId/calendar.ics',
    { schema: communityEventCalendarRouteSchema },
    async (request, reply) => {
      const event = await oneEvent(request, request.params.eventId);
      const url = `${options.appUrl.replace(/\/$/, '')}/community-events/${event.id}`;
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="village-event-${event.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(communityEventCalendar(event, url, new Date()));
    },
  );

  app.post('/api/community-events', { schema: createCommunityEventRouteSchema }, async (request, reply) => {
    const body = request.body;
    const data = await executeGraph<{ createCommunityEvent: GraphCommunityEvent }>(
      options.graph,
      CREATE_COMMUNITY_EVENT,
      {
        input: {
          title: body.title,
          description: body.description ?? null,
          eventType: body.eventType ?? null,
          location: body.location ?? null,
          isVirtual: body.isVirtual ?? false,
          startDateTime: body.startDateTime,
          endDateTime: body.endDateTime,
          maxParticipants: body.maxParticipants ?? null,
          repeats: body.repeats ?? null,
          recurrenceRule: body.recurrenceRule ?? null,
        },
      },
      signedIn(request),
    );
    return reply.status(201).send(toJson(data.createCommunityEvent));
  });

  app.post('/api/community-events/:eventId/rsvp', { schema: rsvpCommunityEventRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const { status, childrenAges } = request.body;
    const data = await executeGraph<{ rsvpCommunityEvent: GraphCommunityEvent }>(
      options.graph,
      RSVP_COMMUNITY_EVENT,
      {
        eventId: eventIdOf(request.params.eventId),
        status: status === 'cancelled' ? 'cancelled' : 'going',
        childrenAges: childrenAges ?? [],
      },
      context,
    );
    return reply.send(toJson(data.rsvpCommunityEvent));
  });

  app.post(
    '/api/community-events/:eventId/cancel',
    { schema: cancelCommunityEventRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const data = await executeGraph<{ cancelCommunityEvent: GraphCommunityEvent }>(
        options.graph,
        CANCEL_COMMUNITY_EVENT,
        { eventId: eventIdOf(request.params.eventId), wholeSeries: request.body.wholeSeries ?? false },
        context,
      );
      return reply.send(toJson(data.cancelCommunityEvent));
    },
  );

  app.post(
    '/api/community-events/:eventId/pause',
    { schema: pauseCommunityEventRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const data = await executeGraph<{ pauseCommunityEvent: GraphCommunityEvent }>(
        options.graph,
        PAUSE_COMMUNITY_EVENT,
        { eventId: eventIdOf(request.params.eventId), wholeSeries: request.body.wholeSeries ?? false },
        context,
      );
      return reply.send(toJson(data.pauseCommunityEvent));
    },
  );

  app.post(
    '/api/community-events/:eventId/resume',
    { schema: resumeCommunityEventRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const data = await executeGraph<{ resumeCommunityEvent: GraphCommunityEvent }>(
        options.graph,
        RESUME_COMMUNITY_EVENT,
        { eventId: eventIdOf(request.params.eventId), wholeSeries: request.body.wholeSeries ?? false },
        context,
      );
      return reply.send(toJson(data.resumeCommunityEvent));
    },
  );
}
