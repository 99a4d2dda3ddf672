import { EventAttendanceChangedEvent, fromBinary } from '@village/proto';
import { startCommunity, type CommunityTestApp, type TestMember } from './support/community-test-app';

let community: CommunityTestApp;

beforeAll(async () => {
  community = await startCommunity();
});

afterAll(async () => {
  await community?.close();
});

const FIELDS = `id startDateTime endDateTime maxParticipants currentParticipants seriesId recurrenceRule isCancelled
  myRsvp { status }`;
const CREATE = `mutation Create($input: CreateCommunityEventInput!) { createCommunityEvent(input: $input) { ${FIELDS} } }`;
const RSVP = `mutation Rsvp($eventId: ID!) { rsvpCommunityEvent(eventId: $eventId, status: "going") { ${FIELDS} } }`;
const CANCEL_EVENT = `mutation CancelEvent($eventId: ID!, $wholeSeries: Boolean) {
  cancelCommunityEvent(eventId: $eventId, wholeSeries: $wholeSeries) { ${FIELDS} }
}`;
const LIST = `{ communityEvents { ${FIELDS} } }`;

interface EventAnswer {
  id: string;
  startDateTime: string;
  endDateTime: string;
  maxParticipants: number;
  currentParticipants: number;
  seriesId: string | null;
  recurrenceRule: string | null;
  isCancelled: boolean;
  myRsvp: { status: string } | null;
}

/** A weekly meetup on Tuesdays at 18:00 London time from 5 March 2030 (the clock reads 1 March), 2 places each. */
const weekly = (overrides: Record<string, unknown> = {}) => ({
  title: 'Parents coffee morning',
  description: 'Tea and chat',
  eventType: 'meetup',
  location: 'Library hall',
  startDateTime: '2030-03-05T18:00:00Z',
  endDateTime: '2030-03-05T19:30:00Z',
  maxParticipants: 2,
  repeats: 'weekly',
  ...overrides,
});

async function series(organiser: TestMember, overrides: Record<string, unknown> = {}): Promise<EventAnswer[]> {
  const answer = await community.graph<{ createCommunityEvent: EventAnswer }>(organiser, CREATE, {
    input: weekly(overrides),
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  const seriesId = answer.data.createCommunityEvent.seriesId;
  return (await list(organiser)).filter((event) => event.seriesId === seriesId);
}

async function list(member: TestMember): Promise<EventAnswer[]> {
  const answer = await community.graph<{ communityEvents: EventAnswer[] }>(member, LIST);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.communityEvents;
}

it('creates each occurrence as its own event at the same London time, across the change to summer time', async () => {
  const organiser = await community.member();
  const occurrences = await series(organiser, { repeats: 'custom', recurrenceRule: 'FREQ=WEEKLY;COUNT=5' });

  expect(occurrences.map((event) => [event.startDateTime, event.endDateTime])).toEqual([
    ['2030-03-05T18:00:00.000Z', '2030-03-05T19:30:00.000Z'],
    ['2030-03-12T18:00:00.000Z', '2030-03-12T19:30:00.000Z'],
    ['2030-03-19T18:00:00.000Z', '2030-03-19T19:30:00.000Z'],
    ['2030-03-26T18:00:00.000Z', '2030-03-26T19:30:00.000Z'],
    ['2030-04-02T17:00:00.000Z', '2030-04-02T18:30:00.000Z'],
  ]);
  expect(new Set(occurrences.map((event) => event.recurrenceRule))).toEqual(new Set(['FREQ=WEEKLY;COUNT=5']));
});

it('caps a rule without an end at 26 occurrences', async () => {
  const organiser = await community.member();
  expect(await series(organiser)).toHaveLength(26);
});

it('refuses an unknown pattern and an invalid rule with a clear message', async () => {
  const organiser = await community.member();
  const unknown = await community.graph(organiser, CREATE, { input: weekly({ repeats: 'yearly' }) });
  expect(unknown.errors?.[0]).toMatchObject({
    message: 'Please choose how often it repeats',
    extensions: { fieldErrors: { repeats: 'Please choose how often it repeats' } },
  });
  const invalid = await community.graph(organiser, CREATE, {
    input: weekly({ repeats: 'custom', recurrenceRule: 'FREQ=WEEKLY;BYDAY=XX' }),
  });
  expect(invalid.errors?.[0]?.message).toBe('BYDAY "XX" must be MO, TU, WE, TH, FR, SA or SU (e.g. 2TU monthly)');
});

it('takes RSVPs per occurrence with its own places, and cancels one occurrence or the whole series', async () => {
  const organiser = await community.member();
  const [first, second, third] = [await community.member(), await community.member(), await community.member()];
  const email = await community.knowMember(first, 'Fern');
  const occurrences = await series(organiser, { repeats: 'biweekly', recurrenceRule: null });
  const [one, two, three] = occurrences as [EventAnswer, EventAnswer, EventAnswer];
  expect(new Date(two.startDateTime).getTime() - new Date(one.startDateTime).getTime()).toBe(14 * 86_400_000);

  await community.graph(first, RSVP, { eventId: two.id });
  await community.graph(second, RSVP, { eventId: two.id });
  const waiting = await community.graph<{ rsvpCommunityEvent: EventAnswer }>(third, RSVP, { eventId: two.id });
  expect(waiting.data?.rsvpCommunityEvent.myRsvp).toEqual({ status: 'waitlisted' });
  const nextOne = await community.graph<{ rsvpCommunityEvent: EventAnswer }>(third, RSVP, { eventId: three.id });
  expect(nextOne.data?.rsvpCommunityEvent).toMatchObject({ currentParticipants: 1, myRsvp: { status: 'going' } });

  const notTheirs = await community.graph(first, CANCEL_EVENT, { eventId: two.id });
  expect(notTheirs.errors?.[0]?.message).toBe('Event not found');

  const cancelled = await community.graph<{ cancelCommunityEvent: EventAnswer }>(organiser, CANCEL_EVENT, {
    eventId: two.id,
  });
  expect(cancelled.data?.cancelCommunityEvent).toMatchObject({ isCancelled: true, currentParticipants: 0 });
  expect((await list(first)).map((event) => event.id)).not.toContain(two.id);
  expect((await list(first)).map((event) => event.id)).toContain(three.id);
  const closed = await community.graph(first, RSVP, { eventId: two.id });
  expect(closed.errors?.[0]).toMatchObject({
    message: 'This event has been cancelled; RSVPs are closed.',
    extensions: { errorCode: 'EVENT_CANCELLED' },
  });
  const published = await community.sql<{ payload: Buffer }>(
    // UNION: the relay copies an event into the log before it deletes it from the outbox, so one may be in both.
    `SELECT id::text, payload, occurred_at FROM community.outbox WHERE type = $1 AND key = $2
     UNION
     SELECT id::text, payload, occurred_at FROM eventlog.events WHERE type = $1 AND key = $2
     ORDER BY occurred_at`,
    [EventAttendanceChangedEvent.type, two.id],
  );
  const lastStatus = new Map(
    published
      .map((row) => fromBinary(EventAttendanceChangedEvent.schema, new Uint8Array(row.payload)))
      .map((event) => [event.memberId, event.status]),
  );
  expect(Object.fromEntries(lastStatus)).toEqual({
    [first.id]: 'cancelled',
    [second.id]: 'cancelled',
    [third.id]: 'cancelled',
  });
  await community.clock.runDue();
  expect(
    community.smtp.received.filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Cancelled: ')),
  ).toHaveLength(1);

  await community.graph(organiser, CANCEL_EVENT, { eventId: three.id, wholeSeries: true });
  const left = (await list(organiser)).filter((event) => event.seriesId === one.seriesId);
  expect(left).toEqual([]);
  const again = await community.graph(organiser, CANCEL_EVENT, { eventId: three.id });
  expect(again.errors?.[0]?.message).toBe('This event has been cancelled; RSVPs are closed.');
});
