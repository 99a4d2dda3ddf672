import { randomBytes, randomUUID } from 'node:crypto';
import { createEnvelope, type EventEnvelope } from '@village/kit';
import {
  BookingCancelledEvent,
  BookingConfirmedEvent,
  create,
  MeetingInvitationRespondedEvent,
  MeetingScheduledEvent,
  timestampFromDate,
} from '@village/proto';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { eventually } from '../../../tests/support/eventually';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '../../../tests/support/google-calendar-standin';
import {
  PushGoogleCalendarHandler,
  SweepGoogleCalendarsHandler,
} from '../src/google-calendar/google-calendar-push.job';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, TEST_APP_URL, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const CONNECT = 'mutation { connectGoogleCalendar }';
const COMPLETE =
  'mutation Complete($code: String!, $state: String!) { completeGoogleCalendarConnection(code: $code, state: $state) }';
const STATUS = '{ myGoogleCalendar { available connected } me { googleCalendarConnected } }';

let google: GoogleCalendarStandIn;
let identity: IdentityTestApp;

beforeAll(async () => {
  google = await startGoogleCalendarStandIn();
  identity = await startIdentity({
    GOOGLE_CALENDAR_CLIENT_ID: google.clientId,
    GOOGLE_CALENDAR_CLIENT_SECRET: google.clientSecret,
    GOOGLE_CALENDAR_TOKEN_KEY: randomBytes(32).toString('base64'),
    GOOGLE_CALENDAR_AUTH_URL: google.authUrl,
    GOOGLE_CALENDAR_TOKEN_URL: google.tokenUrl,
    GOOGLE_CALENDAR_API_URL: google.apiUrl,
  });
});

afterAll(async () => {
  await identity?.close();
  await google?.close();
});

const member = async (fullName: string): Promise<SessionBody> =>
  (await identity.register(validRegistration({ fullName }))).json<SessionBody>();
const as = (who: SessionBody, query: string, variables: Record<string, unknown> = {}) =>
  subgraphQuery<Record<string, unknown>>(identity.app, who.session.accessToken, query, variables);

async function deliver(envelope: EventEnvelope): Promise<void> {
  await identity.publish(envelope);
  await eventually('the event to be processed', async () =>
    (await identity.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id])).length ? true : undefined,
  );
}

/** Follows Google's consent screen (the stand-in approves at once) back to Village's callback address. */
async function consent(who: SessionBody): Promise<URL> {
  const answer = await as(who, CONNECT);
  expect(answer.errors).toBeUndefined();
  const authUrl = new URL((answer.data as { connectGoogleCalendar: string }).connectGoogleCalendar);
  expect(`${authUrl.origin}${authUrl.pathname}`).toBe(google.authUrl);
  expect(authUrl.searchParams.get('redirect_uri')).toBe(`${TEST_APP_URL}/api/calendar/google/callback`);
  expect(authUrl.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/calendar.events');
  expect(authUrl.searchParams.get('access_type')).toBe('offline');
  const response = await fetch(authUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function connected(who: SessionBody): Promise<void> {
  const back = await consent(who);
  const answer = await as(who, COMPLETE, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
  expect(answer.errors).toBeUndefined();
}

const snapshot = (bookingId: string, hostId: string, guestId: string, status: string) => ({
  bookingId,
  serviceId: randomUUID(),
  hostId,
  guestId,
  bookingDate: '2031-05-14',
  amountMinor: 0n,
  currency: 'GBP',
  status,
});

const bookingConfirmed = (bookingId: string, hostId: string, guestId: string) =>
  createEnvelope(
    BookingConfirmedEvent,
    create(BookingConfirmedEvent.schema, {
      booking: snapshot(bookingId, hostId, guestId, 'confirmed'),
      confirmedAt: timestampFromDate(new Date('2031-05-01T10:00:00Z')),
    }),
    { key: bookingId },
  );

const bookingCancelled = (bookingId: string, hostId: string, guestId: string) =>
  createEnvelope(
    BookingCancelledEvent,
    create(BookingCancelledEvent.schema, {
      booking: snapshot(bookingId, hostId, guestId, 'cancelled'),
      cancelledBy: 'guest',
      cancelledAt: timestampFromDate(new Date('2031-05-03T10:00:00Z')),
    }),
    { key: bookingId },
  );

it('connects through OAuth: tokens sealed at rest, the state single-use, the member shown as connected', async () => {
  const alice = await member('Alice Google');
  expect((await as(alice, STATUS)).data).toEqual({
    myGoogleCalendar: { available: true, connected: false },
    me: { googleCalendarConnected: false },
  });
  const back = await consent(alice);
  const state = back.searchParams.get('state');
  const code = back.searchParams.get('code');

  const bob = await member('Bob Thief');
  const stolen = await as(bob, COMPLETE, { code, state });
  expect(stolen.errors?.[0]?.message).toBe(
    'This Google sign-in has expired or was already used. Please connect again.',
  );

  expect((await as(alice, COMPLETE, { code, state })).data).toEqual({ completeGoogleCalendarConnection: true });
  const again = await as(alice, COMPLETE, { code, state });
  expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });

  expect((await as(alice, STATUS)).data).toEqual({
    myGoogleCalendar: { available: true, connected: true },
    me: { googleCalendarConnected: true },
  });
  const [row] = await identity.sql<{ access_token_sealed: string; refresh_token_sealed: string }>(
    'SELECT access_token_sealed, refresh_token_sealed FROM google_calendar_connections WHERE user_id = $1',
    [alice.user.id],
  );
  expect(row.access_token_sealed).toMatch(/^v1\./);
  expect(row.access_token_sealed).not.toContain('ya29.');
  expect(row.refresh_token_sealed).toMatch(/^v1\./);
  expect(row.refresh_token_sealed).not.toContain('1//');
});

it("answers Google's refusal of a code with its reason", async () => {
  const carol = await member('Carol Refused');
  const back = await consent(carol);
  const answer = await as(carol, COMPLETE, { code: 'not-a-code', state: back.searchParams.get('state') });
  expect(answer.errors?.[0]?.message).toBe('Google refused the connection (invalid_grant)');
  expect((await as(carol, STATUS)).data).toMatchObject({ myGoogleCalendar: { connected: false } });
});

it('pushes confirmed bookings and accepted meetings by stable id, updates, deletes, refreshes and retries', async () => {
  const dana = await member('Dana Pushed');
  const host = await member('Harry Host');
  google.expireTokensAfter(30);
  await connected(dana);
  google.expireTokensAfter(3600);
  const push = identity.app.get(PushGoogleCalendarHandler);

  const bookingId = randomUUID();
  const meetingId = randomUUID();
  await deliver(bookingConfirmed(bookingId, host.user.id, dana.user.id));
  await deliver(
    createEnvelope(
      MeetingScheduledEvent,
      create(MeetingScheduledEvent.schema, {
        meetingId,
        hostId: host.user.id,
        title: 'Weaning chat',
        scheduledFor: timestampFromDate(new Date('2031-06-01T09:30:00Z')),
        durationMinutes: 30,
        maxParticipants: 4,
        meetingType: 'general',
      }),
      { key: meetingId },
    ),
  );
  await deliver(
    createEnvelope(
      MeetingInvitationRespondedEvent,
      create(MeetingInvitationRespondedEvent.schema, {
        invitationId: randomUUID(),
        meetingId,
        inviteeId: dana.user.id,
        status: 'accepted',
        respondedAt: timestampFromDate(new Date('2031-05-02T10:00:00Z')),
      }),
      { key: meetingId },
    ),
  );
  const needsSync = async () =>
    (
      await identity.sql<{ needs_sync: boolean }>(
        'SELECT needs_sync FROM google_calendar_connections WHERE user_id = $1',
        [dana.user.id],
      )
    )[0]?.needs_sync;
  expect(await needsSync()).toBe(true);
  await identity.app.get(SweepGoogleCalendarsHandler).handle();
  expect(await needsSync()).toBe(false);

  google.failNextApiCalls(1);
  await expect(push.handle({ userId: dana.user.id })).rejects.toThrow('Google Calendar answered 503');
  await push.handle({ userId: dana.user.id });
  expect(google.grants.refresh_token).toBeGreaterThanOrEqual(1);
  const bookingGoogleId = `vb${bookingId.replace(/-/g, '')}`;
  const meetingGoogleId = `vm${meetingId.replace(/-/g, '')}`;
  const events = google.events();
  expect([...events.keys()].sort()).toEqual([bookingGoogleId, meetingGoogleId].sort());
  expect(events.get(bookingGoogleId)).toMatchObject({ start: { date: '2031-05-14' }, end: { date: '2031-05-15' } });
  expect(events.get(meetingGoogleId)).toMatchObject({
    summary: 'Weaning chat',
    start: { dateTime: '2031-06-01T09:30:00.000Z' },
    end: { dateTime: '2031-06-01T10:00:00.000Z' },
  });

  // Pushing again with nothing changed sends nothing: a failure would show.
  google.failNextApiCalls(1);
  await push.handle({ userId: dana.user.id });
  google.failNextApiCalls(0);

  await deliver(bookingCancelled(bookingId, host.user.id, dana.user.id));
  await push.handle({ userId: dana.user.id });
  expect([...google.events().keys()]).toEqual([meetingGoogleId]);
});
