import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid } from '@village/kit/ids';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph, GraphOperationError } from '../graph/execute-graph';
import type { GatewayAudit } from '../session/audit-log';
import { authRateLimit } from '../session/auth-rate-limit';
import { BOOKING_QUERY, type GraphBooking } from './bookings.graph';
import { calendarFeedFile, calendarFile, type CalendarEvent } from './calendar.ics';
import {
  CALENDAR_FEED_QUERY,
  COMPLETE_GOOGLE_CALENDAR_CONNECTION,
  CONNECT_GOOGLE_CALENDAR,
  MY_GOOGLE_CALENDAR_QUERY,
  MY_CALENDAR_FEED_LINK_QUERY,
  RESET_CALENDAR_FEED_LINK,
  type GraphCalendarEntry,
} from './calendar.graph';
import {
  bookingCalendarRouteSchema,
  calendarFeedLinkRouteSchema,
  calendarFeedRouteSchema,
  connectGoogleCalendarRouteSchema,
  googleCalendarCallbackRouteSchema,
  googleCalendarStatusRouteSchema,
  resetCalendarFeedLinkRouteSchema,
} from './calendar.schemas';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';

export interface CalendarRoutesOptions extends GraphRoutesOptions {
  /** The web app's address: each calendar event links to its page. */
  appUrl: string;
  /** Requests a minute from one address to the public feed, like the other public routes. */
  rateLimitPerMinute: number;
  audit?: GatewayAudit;
}

const FEED_SUFFIX = '.ics';
const feedNotFound = () =>
  new UpstreamRefusal(404, { message: 'Calendar feed not found', code: 'CALENDAR_FEED_NOT_FOUND' });
const bookingNotFound = () => new UpstreamRefusal(404, { message: 'Booking not found', code: 'BOOKING_NOT_FOUND' });
const bookingNotConfirmed = () =>
  new UpstreamRefusal(409, {
    message: 'Only a confirmed booking can be added to a calendar',
    code: 'BOOKING_NOT_CONFIRMED',
  });

const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const sendCalendar = (reply: FastifyReply, calendar: string, filename?: string) => {
  const withType = reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'no-store');
  return (filename ? withType.header('content-disposition', `attachment; filename="${filename}"`) : withType).send(
    calendar,
  );
};

/** The personal calendar feed (secret link, public), the member's link settings, and one booking's .ics file. */
export async function calendarRoutes(fastify: FastifyInstance, options: CalendarRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const appUrl = options.appUrl.replace(/\/$/, '');
  const bookingsPage = `${appUrl}/services?tab=bookings`;
  const meetingsPage = `${appUrl}/video-meetings?tab=my-meetings`;
  const eventPage = (id: string) => `${appUrl}/community-events/${id}`;
  const feedUrl = (secret: string) => `${appUrl}/api/calendar/feed/${secret}${FEED_SUFFIX}`;

  const feedEvent = (entry: GraphCalendarEntry): CalendarEvent | null => {
    if (entry.kind === 'booking' && entry.day) {
      return {
        uid: `${entry.subjectId}@village-bookings`,
        start: entry.day,
        end: nextDay(entry.day),
        allDay: true,
        summary: entry.title,
        description: entry.hosting ? 'A booking of your service on Village.' : 'Your booking on Village.',
        location: '',
        url: bookingsPage,
      };
    }
    if (!entry.startsAt || !entry.durationMinutes) return null;
    const start = new Date(entry.startsAt);
    const timed = {
      start: start.toISOString(),
      end: new Date(start.getTime() + entry.durationMinutes * 60_000).toISOString(),
      summary: entry.title,
    };
    if (entry.kind === 'meeting') {
      return {
        ...timed,
        uid: `${entry.subjectId}@village-video-meetings`,
        description: entry.hosting ? 'A video meeting you host on Village.' : 'A video meeting on Village.',
        location: 'Village video call',
        url: meetingsPage,
      };
    }
    if (entry.kind === 'event') {
      return {
        ...timed,
        uid: `${entry.subjectId}@village-community-events`,
        description: 'A community event you are going to on Village.',
        location: entry.location || 'Online',
        url: eventPage(entry.subjectId),
      };
    }
    return null;
  };

  app.get('/api/calendar/feed-link', { schema: calendarFeedLinkRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ myCalendarFeedLink: { createdAt: string } | null }>(
      options.graph,
      MY_CALENDAR_FEED_LINK_QUERY,
      {},
      signedInContext(options, request),
    );
    const link = data.myCalendarFeedLink;
    return reply.header('cache-control', 'no-store').send({ active: !!link, createdAt: link?.createdAt ?? null });
  });

  app.post('/api/calendar/feed-link', { schema: resetCalendarFeedLinkRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ resetCalendarFeedLink: { secret: string; createdAt: string } }>(
      options.graph,
      RESET_CALENDAR_FEED_LINK,
      {},
      signedInContext(options, request),
    );
    const link = data.resetCalendarFeedLink;
    return reply
      .status(201)
      .header('cache-control', 'no-store')
      .send({ url: feedUrl(link.secret), createdAt: link.createdAt });
  });

  app.get(
    '/api/calendar/feed/:file',
    { config: authRateLimit(options.rateLimitPerMinute, options.audit), schema: calendarFeedRouteSchema },
    async (request, reply) => {
      const { file } = request.params;
      if (!file.endsWith(FEED_SUFFIX)) throw feedNotFound();
      const data = await executeGraph<{ calendarFeed: GraphCalendarEntry[] | null }>(
        options.graph,
        CALENDAR_FEED_QUERY,
        { secret: file.slice(0, -FEED_SUFFIX.length) },
        options.contextOf(request),
      );
      if (!data.calendarFeed) throw feedNotFound();
      const events = data.calendarFeed.map(feedEvent).filter((event): event is CalendarEvent => event !== null);
      return sendCalendar(reply, calendarFeedFile(events, 'Calendar feed', new Date(), 'Village'));
    },
  );

  app.get('/api/bookings/:id/calendar.ics', { schema: bookingCalendarRouteSchema }, async (request, reply) => {
    const context = signedInContext(options, request);
    if (!isUuid(request.params.id)) throw bookingNotFound();
    const data = await executeGraph<{ booking: GraphBooking | null }>(
      options.graph,
      BOOKING_QUERY,
      { id: request.params.id },
      context,
    );
    const booking = data.booking;
    if (!booking) throw bookingNotFound();
    if (booking.status !== 'confirmed' && booking.status !== 'completed') throw bookingNotConfirmed();
    const calendar = calendarFile(
      {
        uid: `${booking.id}@village-bookings`,
        start: booking.bookingDate,
        end: nextDay(booking.bookingDate),
        allDay: true,
        summary: booking.service?.title ?? 'Village booking',
        description: 'Your booking on Village.',
        location: '',
        url: bookingsPage,
      },
      'Bookings',
      new Date(),
    );
    return sendCalendar(reply, calendar, `village-booking-${booking.id}.ics`);
  });

  app.get('/api/calendar/google', { schema: googleCalendarStatusRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ myGoogleCalendar: { available: boolean; connected: boolean } }>(
      options.graph,
      MY_GOOGLE_CALENDAR_QUERY,
      {},
      signedInContext(options, request),
    );
    return reply.header('cache-control', 'no-store').send(data.myGoogleCalendar);
  });

  app.post('/api/calendar/connect', { schema: connectGoogleCalendarRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ connectGoogleCalendar: string }>(
      options.graph,
      CONNECT_GOOGLE_CALENDAR,
      {},
      signedInContext(options, request),
    );
    return reply.header('cache-control', 'no-store').send({ authUrl: data.connectGoogleCalendar });
  });

  app.get('/api/calendar/google/callback', { schema: googleCalendarCallbackRouteSchema }, async (request, reply) => {
    const profile = new URL(`${appUrl}/enhanced-profile`);
    const { code, state, error } = request.query;
    const context = options.contextOf(request);
    try {
      if (!context.accessToken) throw new Error('Please sign in to Village and connect again.');
      if (error) throw new Error(error === 'access_denied' ? 'You did not allow Village to use your calendar.' : error);
      if (!code || !state) throw new Error('Google did not send a code back. Please connect again.');
      await executeGraph(options.graph, COMPLETE_GOOGLE_CALENDAR_CONNECTION, { code, state }, context);
      profile.searchParams.set('googleCalendar', 'connected');
    } catch (failure) {
      profile.searchParams.set('googleCalendarError', failureMessage(failure));
    }
    return reply.header('cache-control', 'no-store').redirect(profile.toString(), 302);
  });
}

/** What the member is told: the graph's message when it refused, else the reason. */
function failureMessage(failure: unknown): string {
  if (failure instanceof UpstreamRefusal) return failure.body.message ?? 'Please try again.';
  if (failure instanceof GraphOperationError) return 'Village could not finish connecting. Please try again.';
  return failure instanceof Error ? failure.message : 'Please try again.';
}
