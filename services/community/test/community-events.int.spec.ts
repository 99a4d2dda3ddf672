import { RsvpCommunityEventUseCase } from '../src/events/rsvp-community-event.use-case';
import { startCommunity, TEST_APP_URL, type CommunityTestApp, type TestMember } from './support/community-test-app';

let community: CommunityTestApp;

beforeAll(async () => {
  community = await startCommunity();
});

afterAll(async () => {
  await community?.close();
});

const EVENT_FIELDS = `id title description eventType location isVirtual startDateTime endDateTime maxParticipants
  currentParticipants waitlistLength isOrganiser organiser { firstName lastInitial }
  myRsvp { status childrenAges waitlistPosition }`;
const CREATE = `mutation Create($input: CreateCommunityEventInput!) { createCommunityEvent(input: $input) { ${EVENT_FIELDS} } }`;
const RSVP = `mutation Rsvp($eventId: ID!, $status: String!, $childrenAges: [Int!]) {
  rsvpCommunityEvent(eventId: $eventId, status: $status, childrenAges: $childrenAges) { ${EVENT_FIELDS} }
}`;
const CANCEL = `mutation Cancel($eventId: ID!) { cancelRsvp(eventId: $eventId) { ${EVENT_FIELDS} } }`;
const ONE = `query One($id: ID!) { communityEvent(id: $id) { ${EVENT_FIELDS} } }`;
const LIST = `query List($type: String) { communityEvents(type: $type) { id title eventType } }`;

interface EventAnswer {
  id: string;
  eventType: string;
  location: string | null;
  maxParticipants: number;
  currentParticipants: number;
  waitlistLength: number;
  isOrganiser: boolean;
  organiser: { firstName: string | null; lastInitial: string | null };
  myRsvp: { status: string; childrenAges: number[]; waitlistPosition: number | null } | null;
}

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Park picnic',
  description: 'Bring a blanket',
  eventType: 'social',
  location: 'Victoria Park',
  isVirtual: false,
  startDateTime: '2030-03-10T11:00:00Z',
  endDateTime: '2030-03-10T13:00:00Z',
  maxParticipants: 2,
  ...overrides,
});

async function created(organiser: TestMember, overrides: Record<string, unknown> = {}): Promise<EventAnswer> {
  const answer = await community.graph<{ createCommunityEvent: EventAnswer }>(organiser, CREATE, {
    input: input(overrides),
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createCommunityEvent;
}

async function rsvp(member: TestMember, eventId: string, childrenAges: number[] = []): Promise<EventAnswer> {
  const answer = await community.graph<{ rsvpCommunityEvent: EventAnswer }>(member, RSVP, {
    eventId,
    status: 'going',
    childrenAges,
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.rsvpCommunityEvent;
}

const errorOf = (answer: { errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }> }) =>
  answer.errors?.[0];

it('creates an event with the default of 20 places, showing the organiser by first name', async () => {
  const organiser = await community.member();
  await community.knowMember(organiser, 'Olive');
  const event = await created(organiser, { maxParticipants: undefined, isVirtual: true, location: 'ignored' });
  expect(event).toMatchObject({
    maxParticipants: 20,
    location: null,
    currentParticipants: 0,
    isOrganiser: true,
    organiser: { firstName: 'Olive', lastInitial: null },
    myRsvp: null,
  });
});

it.each([
  [{ maxParticipants: 1 }, 'maxParticipants', 'Max participants must be between 2 and 100'],
  [{ maxParticipants: 101 }, 'maxParticipants', 'Max participants must be between 2 and 100'],
  [{ endDateTime: '2030-03-10T10:00:00Z' }, 'endDateTime', 'The event must end after it starts'],
  [{ startDateTime: '2030-02-01T10:00:00Z' }, 'startDateTime', 'The event must start in the future'],
  [{ eventType: 'party' }, 'eventType', 'Please choose an event type'],
  [{ title: '  ' }, 'title', 'Title is required'],
  [{ startDateTime: 'soon' }, 'startDateTime', 'Please enter a valid start date and time'],
])('refuses %j with a message on the field', async (overrides, field, message) => {
  const organiser = await community.member();
  const answer = await community.graph(organiser, CREATE, { input: input(overrides) });
  expect(errorOf(answer)?.message).toBe(message);
  expect(errorOf(answer)?.extensions).toMatchObject({ errorCode: 'EVENT_INVALID', fieldErrors: { [field]: message } });
});

it('lists upcoming events by type, and hides events across a block either way', async () => {
  const organiser = await community.member();
  const viewer = await community.member();
  const blockedOrganiser = await community.member();
  const blockingOrganiser = await community.member();
  const workshop = await created(organiser, { eventType: 'workshop', title: 'Sewing workshop' });
  const hidden = await created(blockedOrganiser, { eventType: 'workshop' });
  const hiddenToo = await created(blockingOrganiser, { eventType: 'workshop' });
  await community.block(viewer, blockedOrganiser);
  await community.block(blockingOrganiser, viewer);

  const workshops = await community.graph<{ communityEvents: Array<{ id: string; eventType: string }> }>(viewer, LIST, {
    type: 'workshop',
  });
  const ids = workshops.data?.communityEvents.map((event) => event.id) ?? [];
  expect(ids).toContain(workshop.id);
  expect(ids).not.toContain(hidden.id);
  expect(ids).not.toContain(hiddenToo.id);
  expect(workshops.data?.communityEvents.every((event) => event.eventType === 'workshop')).toBe(true);
  expect((await community.graph(viewer, ONE, { id: hidden.id })).data).toEqual({ communityEvent: null });
  const refused = await community.graph(viewer, RSVP, { eventId: hiddenToo.id, status: 'going' });
  expect(errorOf(refused)?.extensions).toMatchObject({ errorCode: 'EVENT_NOT_FOUND' });
});

it('counts children towards the places, fills up, then waitlists', async () => {
  const organiser = await community.member();
  const event = await created(organiser, { maxParticipants: 3 });
  const parent = await community.member();
  const late = await community.member();
  expect(await rsvp(parent, event.id, [4, 7])).toMatchObject({
    currentParticipants: 3,
    myRsvp: { status: 'going', childrenAges: [4, 7], waitlistPosition: null },
  });
  expect(await rsvp(late, event.id)).toMatchObject({
    currentParticipants: 3,
    waitlistLength: 1,
    myRsvp: { status: 'waitlisted', waitlistPosition: 1 },
  });
  const tooBig = await community.graph(late, RSVP, { eventId: event.id, status: 'going', childrenAges: [1, 2, 3] });
  expect(errorOf(tooBig)?.extensions).toMatchObject({ errorCode: 'EVENT_INVALID' });
  const badAge = await community.graph(parent, RSVP, { eventId: event.id, status: 'going', childrenAges: [18] });
  expect(errorOf(badAge)?.message).toBe("Each child's age must be a whole number from 0 to 17");
});

it('20 members racing for the last place: exactly one goes, the others are waitlisted in order', async () => {
  const organiser = await community.member();
  const event = await created(organiser, { maxParticipants: 2 });
  await rsvp(await community.member(), event.id);
  const useCase = community.app.get(RsvpCommunityEventUseCase);
  const racers = await Promise.all(Array.from({ length: 20 }, () => community.member()));

  await Promise.all(racers.map((racer) => useCase.attend(racer.id, event.id)));

  const statuses = await community.sql<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM event_rsvps WHERE event_id = $1 GROUP BY status ORDER BY status`,
    [event.id],
  );
  expect(statuses).toEqual([
    { status: 'going', count: 2 },
    { status: 'waitlisted', count: 19 },
  ]);
  const positions = await community.sql<{ position: number }>(
    `SELECT position FROM event_rsvps WHERE event_id = $1 AND status = 'waitlisted' ORDER BY position`,
    [event.id],
  );
  expect(positions.map((row) => row.position)).toEqual(Array.from({ length: 19 }, (_, index) => index + 1));
});

it('a cancelled place goes to the first waitlisted member whose party fits, who is emailed', async () => {
  const organiser = await community.member();
  const event = await created(organiser, { maxParticipants: 2, title: 'Toddler music' });
  const first = await community.member();
  const second = await community.member();
  const bigParty = await community.member();
  const single = await community.member();
  await community.knowMember(bigParty, 'Bea');
  const singleEmail = await community.knowMember(single, 'Sam');
  await rsvp(first, event.id);
  await rsvp(second, event.id);
  expect((await rsvp(bigParty, event.id, [3])).myRsvp?.status).toBe('waitlisted');
  expect((await rsvp(single, event.id)).myRsvp).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });

  const afterCancel = await community.graph<{ cancelRsvp: EventAnswer }>(first, CANCEL, { eventId: event.id });
  expect(afterCancel.data?.cancelRsvp).toMatchObject({ currentParticipants: 2, myRsvp: { status: 'cancelled' } });
  const promoted = await community.graph<{ communityEvent: EventAnswer }>(single, ONE, { id: event.id });
  expect(promoted.data?.communityEvent.myRsvp?.status).toBe('going');
  const stillWaiting = await community.graph<{ communityEvent: EventAnswer }>(bigParty, ONE, { id: event.id });
  expect(stillWaiting.data?.communityEvent.myRsvp).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });

  await community.clock.runDue();
  const mails = community.smtp.received.filter((mail) => mail.to.includes(singleEmail));
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toBe("A place opened up: you're going to Toddler music");
  expect(mails[0]?.text).toContain(`${TEST_APP_URL}/community-events/${event.id}`);
  expect(community.smtp.received.filter((mail) => mail.subject.includes('Toddler music'))).toHaveLength(1);
});

it('refuses RSVPs once the event has started', async () => {
  const organiser = await community.member();
  const event = await created(organiser, {
    startDateTime: '2030-03-01T10:00:00Z',
    endDateTime: '2030-03-01T12:00:00Z',
  });
  await community.clock.advance(2 * 60 * 60 * 1000);
  const answer = await community.graph(await community.member(), RSVP, { eventId: event.id, status: 'going' });
  expect(errorOf(answer)?.extensions).toMatchObject({ errorCode: 'EVENT_CLOSED' });
});
