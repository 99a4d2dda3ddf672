// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import type { FastifyInstance } from 'fastify';
import { graphRoutesTestApp } from '../../test/support/graph-routes-test-app';
import type { GraphRoutesOptions } from './graph-routes-options';
import { calendarRoutes } from './calendar.routes';

const SECRET = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const BOOKING_ID = '0b7f5b8e-3f1c-4b8e-9a55-4d1f1c2a0b01';

const calendarApp = (answer: unknown, accessToken: string | null = 'token') =>
  graphRoutesTestApp(
    (app: FastifyInstance, options: GraphRoutesOptions) =>
      calendarRoutes(app, { ...options, appUrl: 'https://village.test/', rateLimitPerMinute: 100 }),
    answer,
    accessToken,
  );

const ENTRIES = [
  {
    kind: 'booking',
    subjectId: BOOKING_ID,
    title: 'Village booking',
    startsAt: null,
    durationMinutes: null,
    day: '2031-05-14',
    location: null,
    hosting: false,
  },
  {
    kind: 'meeting',
    subjectId: 'meeting-1',
    title: 'Sleep tips, with Q&A',
    startsAt: '2031-06-01T09:30:00.000Z',
    durationMinutes: 45,
    day: null,
    location: null,
    hosting: true,
  },
  {
    kind: 'event',
    subjectId: 'event-1',
    title: 'Park picnic',
    startsAt: '2031-07-01T11:00:00.000Z',
    durationMinutes: 120,
    day: null,
    location: 'Victoria Park',
    hosting: false,
  },
];

it('answers the feed as text/calendar, asking the graph with the secret and no session', async () => {
  const { app, asked } = await calendarApp({ data: { calendarFeed: ENTRIES } }, null);
  const response = await app.inject({ method: 'GET', url: `/api/calendar/feed/${SECRET}.ics` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(asked[0].variables).toEqual({ secret: SECRET });
  const calendar = response.body;
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect(calendar).toContain(`\r\nUID:${BOOKING_ID}@village-bookings\r\n`);
  expect(calendar).toContain('\r\nDTSTART;VALUE=DATE:20310514\r\nDTEND;VALUE=DATE:20310515\r\n');
  expect(calendar).toContain('\r\nDTSTART:20310601T093000Z\r\nDTEND:20310601T101500Z\r\n');
  expect(calendar).toContain('\r\nSUMMARY:Sleep tips\\, with Q&A\r\n');
  expect(calendar).toContain('\r\nLOCATION:Victoria Park\r\n');
  expect(calendar).toContain('\r\nURL:https://village.test/community-events/event-1\r\n');
  expect(calendar).toContain('\r\nX-WR-CALNAME:Village\r\n');
});

it('answers 404 for an unknown secret, and for an address without .ics without asking the graph', async () => {
  const { app, asked } = await calendarApp({ data: { calendarFeed: null } }, null);
  const unknown = await app.inject({ method: 'GET', url: `/api/calendar/feed/${SECRET}.ics` });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toMatchObject({ message: 'Calendar feed not found' });
  const noSuffix = await app.inject({ method: 'GET', url: `/api/calendar/feed/${SECRET}` });
  expect(noSuffix.statusCode).toBe(404);
  expect(asked).toHaveLength(1);
});

it('makes a new link and answers its full address once; a visitor is refused', async () => {
  const { app } = await calendarApp({
    data: { resetCalendarFeedLink: { secret: SECRET, createdAt: '2031-05-01T10:00:00.000Z' } },
  });
  const response = await app.inject({ method: 'POST', url: '/api/calendar/feed-link', payload: {} });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    url: `https://village.test/api/calendar/feed/${SECRET}.ics`,
    createdAt: '2031-05-01T10:00:00.000Z',
  });
  const { app: visitorApp, asked } = await calendarApp({ data: null }, null);
  expect((await visitorApp.inject({ method: 'POST', url: '/api/calendar/feed-link', payload: {} })).statusCode).toBe(
    401,
  );
  expect(asked).toEqual([]);
});

it('says whether the member has a link, never its secret', async () => {
  const { app } = await calendarApp({ data: { myCalendarFeedLink: null } });
  const response = await app.inject({ method: 'GET', url: '/api/calendar/feed-link' });
  expect(response.json()).toEqual({ active: false, createdAt: null });
});

describe('one booking as .ics', () => {
  const booking = (status: string) => ({
    data: { booking: { id: BOOKING_ID, bookingDate: '2031-05-14', status, service: { title: 'Saturday swim' } } },
  });

  it('is a whole-day event for a confirmed booking', async () => {
    const { app } = await calendarApp(booking('confirmed'));
    const response = await app.inject({ method: 'GET', url: `/api/bookings/${BOOKING_ID}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="village-booking-${BOOKING_ID}.ics"`);
    expect(response.body).toContain('\r\nSUMMARY:Saturday swim\r\n');
    expect(response.body).toContain('\r\nDTSTART;VALUE=DATE:20310514\r\n');
  });

  it('is refused for a booking not confirmed (409) and for one not theirs (404)', async () => {
    const pending = await calendarApp(booking('pending'));
    const refused = await pending.app.inject({ method: 'GET', url: `/api/bookings/${BOOKING_ID}/calendar.ics` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Only a confirmed booking can be added to a calendar' });
    const missing = await calendarApp({ data: { booking: null } });
    expect(
      (await missing.app.inject({ method: 'GET', url: `/api/bookings/${BOOKING_ID}/calendar.ics` })).statusCode,
    ).toBe(404);
    const badId = await calendarApp({ data: null });
    expect((await badId.app.inject({ method: 'GET', url: '/api/bookings/nope/calendar.ics' })).statusCode).toBe(404);
    expect(badId.asked).toEqual([]);
  });
});

describe('Google Calendar', () => {
  it("answers Google's consent address for POST /api/calendar/connect", async () => {
    const { app } = await calendarApp({ data: { connectGoogleCalendar: 'https://accounts.google.test/auth?state=s' } });
    const response = await app.inject({ method: 'POST', url: '/api/calendar/connect', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authUrl: 'https://accounts.google.test/auth?state=s' });
  });

  it('finishes the connection on the way back and redirects to /enhanced-profile saying so', async () => {
    const { app, asked } = await calendarApp({ data: { completeGoogleCalendarConnection: true } });
    const response = await app.inject({ method: 'GET', url: '/api/calendar/google/callback?code=c0de&state=st4te' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://village.test/enhanced-profile?googleCalendar=connected');
    expect(asked[0].variables).toEqual({ code: 'c0de', state: 'st4te' });
  });

  it("relays identity's refusal, Google's denial and a visitor as a message on /enhanced-profile", async () => {
    const refusal = 'This Google sign-in has expired or was already used. Please connect again.';
    const refused = await calendarApp({
      data: null,
      errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', errorCode: 'GOOGLE_CALENDAR_LINK_EXPIRED' } }],
    });
    const errorOf = async (app: FastifyInstance, url: string) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      return new URL(response.headers.location as string).searchParams.get('googleCalendarError');
    };
    expect(await errorOf(refused.app, '/api/calendar/google/callback?code=c&state=s')).toBe(refusal);
    expect(await errorOf(refused.app, '/api/calendar/google/callback?error=access_denied&state=s')).toBe(
      'You did not allow Village to use your calendar.',
    );
    const visitor = await calendarApp({ data: null }, null);
    expect(await errorOf(visitor.app, '/api/calendar/google/callback?code=c&state=s')).toBe(
      'Please sign in to Village and connect again.',
    );
    expect(visitor.asked).toEqual([]);
  });
});
