import { startCommunity, type CommunityTestApp, type TestMember } from './support/community-test-app';

let community: CommunityTestApp;

beforeAll(async () => {
  community = await startCommunity();
});

afterAll(async () => {
  await community?.close();
});

const FIELDS = `id startDateTime currentParticipants seriesId isCancelled isPaused myRsvp { status }`;
const CREATE = `mutation Create($input: CreateCommunityEventInput!) { createCommunityEvent(input: $input) { ${FIELDS} } }`;
const RSVP = `mutation Rsvp($eventId: ID!) { rsvpCommunityEvent(eventId: $eventId, status: "going") { ${FIELDS} } }`;
const PAUSE = `mutation Pause($eventId: ID!, $wholeSeries: Boolean) {
  pauseCommunityEvent(eventId: $eventId, wholeSeries: $wholeSeries) { ${FIELDS} }
}`;
const RESUME = `mutation Resume($eventId: ID!, $wholeSeries: Boolean) {
  resumeCommunityEvent(eventId: $eventId, wholeSeries: $wholeSeries) { ${FIELDS} }
}`;
const CANCEL = `mutation Cancel($eventId: ID!, $wholeSeries: Boolean) {
  cancelCommunityEvent(eventId: $eventId, wholeSeries: $wholeSeries) { ${FIELDS} }
}`;
const ONE = `query One($id: ID!) { communityEvent(id: $id) { ${FIELDS} } }`;

interface EventAnswer {
  id: string;
  startDateTime: string;
  currentParticipants: number;
  seriesId: string | null;
  isCancelled: boolean;
  isPaused: boolean;
  myRsvp: { status: string } | null;
}

interface SeriesDate {
  id: string;
  start_at: Date;
  end_at: Date;
  title: string;
  cancelled_at: Date | null;
  paused_at: Date | null;
}

const DAY_MS = 86_400_000;

/** A weekly meetup on Tuesdays at 18:00 London time from 5 March 2030 (the clock reads 1 March). */
const weekly = (overrides: Record<string, unknown> = {}) => ({
  title: 'Parents coffee morning',
  description: 'Tea and chat',
  eventType: 'meetup',
  location: 'Library hall',
  startDateTime: '2030-03-05T18:00:00Z',
  endDateTime: '2030-03-05T19:30:00Z',
  maxParticipants: 5,
  repeats: 'weekly',
  ...overrides,
});

/** Creates a series; its dates, oldest first, straight from the table (the list shows at most 100 events). */
async function series(organiser: TestMember, overrides: Record<string, unknown> = {}): Promise<SeriesDate[]> {
  const answer = await community.graph<{ createCommunityEvent: EventAnswer }>(organiser, CREATE, {
    input: weekly(overrides),
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  const seriesId = answer.data.createCommunityEvent.seriesId;
  if (!seriesId) throw new Error('not a series');
  return datesOf(seriesId);
}

async function datesOf(seriesId: string): Promise<SeriesDate[]> {
  return community.sql<SeriesDate>(
    `SELECT id, start_at, end_at, title, cancelled_at, paused_at FROM community_events
      WHERE series_id = $1 ORDER BY start_at`,
    [seriesId],
  );
}

async function seriesIdOf(eventId: string): Promise<string> {
  const [row] = await community.sql<{ series_id: string }>('SELECT series_id FROM community_events WHERE id = $1', [
    eventId,
  ]);
  if (!row) throw new Error('no such event');
  return row.series_id;
}

async function one(member: TestMember, id: string): Promise<EventAnswer> {
  const answer = await community.graph<{ communityEvent: EventAnswer | null }>(member, ONE, { id });
  if (!answer.data?.communityEvent) throw new Error(JSON.stringify(answer.errors));
  return answer.data.communityEvent;
}

describe('pausing RSVPs', () => {
  it('refuses new RSVPs to a paused date, keeps the members going without emailing them, and resumes', async () => {
    const organiser = await community.member();
    const [going, late] = [await community.member(), await community.member()];
    const goingEmail = await community.knowMember(going, 'Gwen');
    const [first, second] = (await series(organiser)) as [SeriesDate, SeriesDate];
    await community.graph(going, RSVP, { eventId: first.id });
    await community.clock.runDue();
    const mailsBefore = community.smtp.received.filter((mail) => mail.to.includes(goingEmail)).length;

    const notTheirs = await community.graph(going, PAUSE, { eventId: first.id });
    expect(notTheirs.errors?.[0]?.message).toBe('Event not found');

    const paused = await community.graph<{ pauseCommunityEvent: EventAnswer }>(organiser, PAUSE, {
      eventId: first.id,
    });
    expect(paused.data?.pauseCommunityEvent).toMatchObject({ isPaused: true, isCancelled: false });
    expect(await one(going, first.id)).toMatchObject({
      isPaused: true,
      currentParticipants: 1,
      myRsvp: { status: 'going' },
    });
    expect((await one(late, second.id)).isPaused).toBe(false);

    const refused = await community.graph(late, RSVP, { eventId: first.id });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'RSVPs to this date are paused',
      extensions: { errorCode: 'EVENT_PAUSED' },
    });
    const elsewhere = await community.graph<{ rsvpCommunityEvent: EventAnswer }>(late, RSVP, { eventId: second.id });
    expect(elsewhere.data?.rsvpCommunityEvent.myRsvp).toEqual({ status: 'going' });
    const pausedAgain = await community.graph(organiser, PAUSE, { eventId: first.id });
    expect(pausedAgain.errors).toBeUndefined();
    await community.clock.runDue();
    expect(community.smtp.received.filter((mail) => mail.to.includes(goingEmail))).toHaveLength(mailsBefore);

    const resumed = await community.graph<{ resumeCommunityEvent: EventAnswer }>(organiser, RESUME, {
      eventId: first.id,
    });
    expect(resumed.data?.resumeCommunityEvent.isPaused).toBe(false);
    const accepted = await community.graph<{ rsvpCommunityEvent: EventAnswer }>(late, RSVP, { eventId: first.id });
    expect(accepted.data?.rsvpCommunityEvent).toMatchObject({ currentParticipants: 2, myRsvp: { status: 'going' } });
  });

  it('pauses and resumes every date of the series not yet started, but not a cancelled one', async () => {
    const organiser = await community.member();
    const dates = await series(organiser, { repeats: 'custom', recurrenceRule: 'FREQ=WEEKLY;COUNT=4' });
    const [first, second, third] = dates as [SeriesDate, SeriesDate, SeriesDate];
    await community.graph(organiser, CANCEL, { eventId: third.id });

    await community.graph(organiser, PAUSE, { eventId: second.id, wholeSeries: true });
    expect((await datesOf(await seriesIdOf(first.id))).map((date) => date.paused_at !== null)).toEqual([
      true,
      true,
      false,
      true,
    ]);
    const cancelled = await community.graph(organiser, PAUSE, { eventId: third.id });
    expect(cancelled.errors?.[0]?.message).toBe('This event has been cancelled; RSVPs are closed.');

    await community.graph(organiser, RESUME, { eventId: first.id, wholeSeries: true });
    expect((await datesOf(await seriesIdOf(first.id))).every((date) => date.paused_at === null)).toBe(true);
  });

  it('refuses to pause a date that has started', async () => {
    const organiser = await community.member();
    const [first] = (await series(organiser, { repeats: 'custom', recurrenceRule: 'FREQ=DAILY;COUNT=2' })) as [
      SeriesDate,
    ];
    await community.sql('UPDATE community_events SET start_at = $2 WHERE id = $1', [
      first.id,
      new Date(community.clock.now().getTime() - 60_000),
    ]);
    const started = await community.graph(organiser, PAUSE, { eventId: first.id });
    expect(started.errors?.[0]?.message).toBe('This event has already started; RSVPs are closed.');
  });
});

describe('series that keep going', () => {
  it('tops open-ended series up each day, once, copying their details; bounded, cancelled and erased members’ series stay', async () => {
    const organiser = await community.member();
    const openEnded = await series(organiser);
    const bounded = await series(organiser, { repeats: 'custom', recurrenceRule: 'FREQ=WEEKLY;COUNT=5' });
    const ended = await series(organiser, { title: 'Ended series' });
    const paused = await series(organiser, { title: 'Paused series' });
    const leaver = await community.member();
    const erased = await series(leaver, { title: 'Series of a member who left' });
    await community.sql('INSERT INTO erased_members (user_id, erased_at) VALUES ($1, $2)', [
      leaver.id,
      community.clock.now(),
    ]);
    expect(openEnded).toHaveLength(26);
    const cancelledDate = openEnded[2];
    await community.graph(organiser, CANCEL, { eventId: cancelledDate.id });
    await community.graph(organiser, CANCEL, { eventId: ended[1].id, wholeSeries: true });
    await community.graph(organiser, PAUSE, { eventId: paused[0].id, wholeSeries: true });

    await community.clock.advance(8 * DAY_MS);
    await community.clock.runDue();

    const openEndedId = await seriesIdOf(cancelledDate.id);
    const toppedUp = await datesOf(openEndedId);
    const now = community.clock.now();
    expect(toppedUp).toHaveLength(27);
    expect(toppedUp.filter((date) => date.start_at > now)).toHaveLength(26);
    const last = toppedUp.at(-1) as SeriesDate;
    expect(last.start_at.toISOString()).toBe('2030-09-03T17:00:00.000Z');
    expect(last.end_at.getTime() - last.start_at.getTime()).toBe(90 * 60_000);
    expect(last).toMatchObject({ title: 'Parents coffee morning', cancelled_at: null, paused_at: null });
    expect(toppedUp.find((date) => date.id === cancelledDate.id)?.cancelled_at).not.toBeNull();

    expect(await datesOf(await seriesIdOf(bounded[0].id))).toHaveLength(5);
    expect(await datesOf(await seriesIdOf(ended[0].id))).toHaveLength(26);
    expect(await datesOf(await seriesIdOf(erased[0].id))).toHaveLength(26);
    const pausedDates = await datesOf(await seriesIdOf(paused[0].id));
    expect(pausedDates).toHaveLength(27);
    expect(pausedDates.at(-1)?.paused_at).not.toBeNull();

    await community.clock.advance(DAY_MS);
    await community.clock.runDue();
    expect(await datesOf(openEndedId)).toHaveLength(27);
  });
});
