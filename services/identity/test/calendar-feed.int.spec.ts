import { randomUUID } from 'node:crypto';
import { createEnvelope, type EventEnvelope } from '@village/kit';
import {
  BookingCancelledEvent,
  BookingConfirmedEvent,
  EventAttendanceChangedEvent,
  create,
  MeetingCancelledEvent,
  MeetingInvitationRespondedEvent,
  MeetingScheduledEvent,
  timestampFromDate,
} from '@village/proto';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { eventually } from '../../../tests/support/eventually';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const MY_LINK = '{ myCalendarFeedLink { createdAt } }';
const RESET = 'mutation { resetCalendarFeedLink { secret createdAt } }';
const FEED =
  'query Feed($secret: String!) { calendarFeed(secret: $secret) { kind subjectId title startsAt durationMinutes day location hosting } }';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const member = async (fullName: string): Promise<SessionBody> =>
  (await identity.register(validRegistration({ fullName }))).json<SessionBody>();
const as = (who: SessionBody | null, query: string, variables: Record<string, unknown> = {}) =>
  subgraphQuery<Record<string, unknown>>(identity.app, who?.session.accessToken ?? null, query, variables);

async function deliver(envelope: EventEnvelope): Promise<void> {
  await identity.publish(envelope);
  await eventually('the event to be processed', async () =>
    (await identity.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id])).length ? true : undefined,
  );
}

const booking = (bookingId: string, hostId: string, guestId: string, status: string) => ({
  bookingId,
  serviceId: randomUUID(),
  hostId,
  guestId,
  bookingDate: '2031-05-14',
  amountMinor: 0n,
  currency: 'GBP',
  status,
});

const confirmed = (bookingId: string, hostId: string, guestId: string, at: string) =>
  createEnvelope(
    BookingConfirmedEvent,
    create(BookingConfirmedEvent.schema, {
      booking: booking(bookingId, hostId, guestId, 'confirmed'),
      confirmedAt: timestampFromDate(new Date(at)),
    }),
    { key: bookingId },
  );

const cancelled = (bookingId: string, hostId: string, guestId: string, at: string) =>
  createEnvelope(
    BookingCancelledEvent,
    create(BookingCancelledEvent.schema, {
      booking: booking(bookingId, hostId, guestId, 'cancelled'),
      cancelledBy: 'guest',
      cancelledAt: timestampFromDate(new Date(at)),
    }),
    { key: bookingId },
  );

const scheduled = (meetingId: string, hostId: string, title: string) =>
  createEnvelope(
    MeetingScheduledEvent,
    create(MeetingScheduledEvent.schema, {
      meetingId,
      hostId,
      title,
      scheduledFor: timestampFromDate(new Date('2031-06-01T09:30:00Z')),
      durationMinutes: 45,
      maxParticipants: 4,
      isPublic: false,
      meetingType: 'general',
    }),
    { key: meetingId },
  );

const answered = (meetingId: string, inviteeId: string, status: string, at: string) =>
  createEnvelope(
    MeetingInvitationRespondedEvent,
    create(MeetingInvitationRespondedEvent.schema, {
      invitationId: randomUUID(),
      meetingId,
      inviteeId,
      status,
      respondedAt: timestampFromDate(new Date(at)),
    }),
    { key: meetingId },
  );

const place = (eventId: string, memberId: string, status: string, at: string) =>
  createEnvelope(
    EventAttendanceChangedEvent,
    create(EventAttendanceChangedEvent.schema, {
      eventId,
      memberId,
      status,
      title: 'Park picnic',
      startAt: timestampFromDate(new Date('2031-07-01T11:00:00Z')),
      endAt: timestampFromDate(new Date('2031-07-01T13:00:00Z')),
      location: 'Victoria Park',
      changedAt: timestampFromDate(new Date(at)),
    }),
    { key: eventId },
  );

async function newSecret(who: SessionBody): Promise<string> {
  const answer = await as(who, RESET);
  expect(answer.errors).toBeUndefined();
  return (answer.data as { resetCalendarFeedLink: { secret: string } }).resetCalendarFeedLink.secret;
}

const feed = async (secret: string) =>
  ((await as(null, FEED, { secret })).data as { calendarFeed: Array<Record<string, unknown>> | null }).calendarFeed;

it('makes a 32-byte secret, keeps only its hash, and a reset makes the old secret name no feed at once', async () => {
  const alice = await member('Alice Calendar');
  expect((await as(alice, MY_LINK)).data).toEqual({ myCalendarFeedLink: null });
  const first = await newSecret(alice);
  expect(Buffer.from(first, 'base64url')).toHaveLength(32);
  const rows = await identity.sql<{ secret_hash: string }>(
    'SELECT secret_hash FROM calendar_feed_links WHERE user_id = $1',
    [alice.user.id],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].secret_hash).not.toContain(first);
  expect(rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(await feed(first)).toEqual([]);
  expect((await as(alice, MY_LINK)).data).toEqual({ myCalendarFeedLink: { createdAt: expect.any(String) } });

  const second = await newSecret(alice);
  expect(second).not.toBe(first);
  expect(await feed(first)).toBeNull();
  expect(await feed(second)).toEqual([]);
  expect(await feed('not-a-secret')).toBeNull();
});

it('refuses a visitor the link settings', async () => {
  const answer = await as(null, RESET);
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
});

it('lists confirmed bookings and meetings hosted or accepted, newest event winning, cancelled ones left out', async () => {
  const alice = await member('Alice Feed');
  const bob = await member('Bob Feed');
  const secret = await newSecret(alice);

  const kept = randomUUID();
  const dropped = randomUUID();
  const revived = randomUUID();
  await deliver(confirmed(kept, bob.user.id, alice.user.id, '2031-05-01T10:00:00Z'));
  await deliver(confirmed(dropped, alice.user.id, bob.user.id, '2031-05-01T10:00:00Z'));
  await deliver(cancelled(dropped, alice.user.id, bob.user.id, '2031-05-02T10:00:00Z'));
  // A late, older confirmation never brings a cancelled booking back.
  await deliver(cancelled(revived, bob.user.id, alice.user.id, '2031-05-03T10:00:00Z'));
  await deliver(confirmed(revived, bob.user.id, alice.user.id, '2031-05-01T10:00:00Z'));

  const hosted = randomUUID();
  const accepted = randomUUID();
  const declined = randomUUID();
  const called = randomUUID();
  await deliver(scheduled(hosted, alice.user.id, 'Alice hosts'));
  await deliver(scheduled(accepted, bob.user.id, 'Bob invites'));
  await deliver(answered(accepted, alice.user.id, 'declined', '2031-05-01T10:00:00Z'));
  await deliver(answered(accepted, alice.user.id, 'accepted', '2031-05-02T10:00:00Z'));
  await deliver(answered(accepted, alice.user.id, 'declined', '2031-04-30T10:00:00Z'));
  await deliver(scheduled(declined, bob.user.id, 'Bob declined'));
  await deliver(answered(declined, alice.user.id, 'declined', '2031-05-01T10:00:00Z'));
  // The cancellation overtakes the schedule: the meeting stays out.
  await deliver(
    createEnvelope(
      MeetingCancelledEvent,
      create(MeetingCancelledEvent.schema, { meetingId: called, hostId: alice.user.id }),
      { key: called },
    ),
  );
  await deliver(scheduled(called, alice.user.id, 'Called off'));

  const entries = await feed(secret);
  expect(entries).toEqual([
    {
      kind: 'booking',
      subjectId: kept,
      title: 'Village booking',
      startsAt: null,
      durationMinutes: null,
      day: '2031-05-14',
      location: null,
      hosting: false,
    },
    {
      kind: 'meeting',
      subjectId: expect.any(String),
      title: expect.any(String),
      startsAt: '2031-06-01T09:30:00.000Z',
      durationMinutes: 45,
      day: null,
      location: null,
      hosting: expect.any(Boolean),
    },
    {
      kind: 'meeting',
      subjectId: expect.any(String),
      title: expect.any(String),
      startsAt: '2031-06-01T09:30:00.000Z',
      durationMinutes: 45,
      day: null,
      location: null,
      hosting: expect.any(Boolean),
    },
  ]);
  const meetings = entries!
    .filter((entry) => entry.kind === 'meeting')
    .map((entry) => [entry.subjectId, entry.title, entry.hosting]);
  expect(meetings).toEqual(
    expect.arrayContaining([
      [hosted, 'Alice hosts', true],
      [accepted, 'Bob invites', false],
    ]),
  );

  // The same confirmation published twice changes nothing.
  const again = confirmed(kept, bob.user.id, alice.user.id, '2031-05-01T10:00:00Z');
  await deliver(again);
  expect(await feed(secret)).toHaveLength(3);
});

it('lists the community events the member is going to, the newest change of their place winning', async () => {
  const alice = await member('Alice Events');
  const secret = await newSecret(alice);
  const going = randomUUID();
  const gaveBack = randomUUID();
  const waiting = randomUUID();
  await deliver(place(going, alice.user.id, 'waitlisted', '2031-05-01T10:00:00Z'));
  await deliver(place(going, alice.user.id, 'going', '2031-05-02T10:00:00Z'));
  await deliver(place(going, alice.user.id, 'cancelled', '2031-04-30T10:00:00Z'));
  await deliver(place(gaveBack, alice.user.id, 'going', '2031-05-01T10:00:00Z'));
  await deliver(place(gaveBack, alice.user.id, 'cancelled', '2031-05-02T10:00:00Z'));
  await deliver(place(waiting, alice.user.id, 'waitlisted', '2031-05-01T10:00:00Z'));

  expect(await feed(secret)).toEqual([
    {
      kind: 'event',
      subjectId: going,
      title: 'Park picnic',
      startsAt: '2031-07-01T11:00:00.000Z',
      durationMinutes: 120,
      day: null,
      location: 'Victoria Park',
      hosting: false,
    },
  ]);
});

it('offers no Google Calendar where it is not set up, and says so instead of pretending', async () => {
  const erin = await member('Erin Unconfigured');
  expect((await as(erin, '{ myGoogleCalendar { available connected } }')).data).toEqual({
    myGoogleCalendar: { available: false, connected: false },
  });
  const answer = await as(erin, 'mutation { connectGoogleCalendar }');
  expect(answer.errors?.[0]).toMatchObject({ message: 'Google Calendar is not available here' });
});
