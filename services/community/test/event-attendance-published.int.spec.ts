import { EventAttendanceChangedEvent, fromBinary, timestampDate } from '@village/proto';
import { RsvpCommunityEventUseCase } from '../src/events/rsvp-community-event.use-case';
import { startCommunity, type CommunityTestApp, type TestMember } from './support/community-test-app';

let community: CommunityTestApp;

beforeAll(async () => {
  community = await startCommunity();
});

afterAll(async () => {
  await community?.close();
});

const CREATE = `mutation Create($input: CreateCommunityEventInput!) { createCommunityEvent(input: $input) { id } }`;

async function createdEvent(organiser: TestMember): Promise<string> {
  const answer = await community.graph<{ createCommunityEvent: { id: string } }>(organiser, CREATE, {
    input: {
      title: 'Library rhyme time',
      description: 'Songs for little ones',
      eventType: 'social',
      location: 'Central Library',
      isVirtual: false,
      startDateTime: '2030-04-02T10:00:00Z',
      endDateTime: '2030-04-02T11:00:00Z',
      maxParticipants: 2,
    },
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createCommunityEvent.id;
}

/** Every EventAttendanceChanged of one event, oldest first, still in the outbox or already in the log. */
async function attendanceOf(eventId: string) {
  const rows = await community.sql<{ payload: Buffer }>(
    // UNION: the relay copies an event into the log before it deletes it from the outbox, so one may be in both.
    `SELECT id::text, payload, occurred_at FROM community.outbox WHERE type = $1 AND key = $2
     UNION
     SELECT id::text, payload, occurred_at FROM eventlog.events WHERE type = $1 AND key = $2
     ORDER BY occurred_at`,
    [EventAttendanceChangedEvent.type, eventId],
  );
  return rows.map((row) => fromBinary(EventAttendanceChangedEvent.schema, new Uint8Array(row.payload)));
}

it('publishes each change of a place with the event, promotion from the waitlist included', async () => {
  const organiser = await community.member();
  const eventId = await createdEvent(organiser);
  const first = await community.member();
  const second = await community.member();
  const rsvps = community.app.get(RsvpCommunityEventUseCase);

  // A parent with one child takes both places.
  await rsvps.attend(first.id, eventId, [3]);
  await rsvps.attend(second.id, eventId);
  await rsvps.attend(first.id, eventId, [3]);
  await rsvps.cancel(first.id, eventId);

  const changes = await attendanceOf(eventId);
  expect(changes.map((change) => [change.memberId, change.status])).toEqual([
    [first.id, 'going'],
    [second.id, 'waitlisted'],
    [first.id, 'cancelled'],
    [second.id, 'going'],
  ]);
  expect(changes[0]).toMatchObject({ eventId, title: 'Library rhyme time', location: 'Central Library' });
  expect(timestampDate(changes[0].startAt!).toISOString()).toBe('2030-04-02T10:00:00.000Z');
  expect(timestampDate(changes[0].endAt!).toISOString()).toBe('2030-04-02T11:00:00.000Z');
  expect(changes.every((change) => change.changedAt !== undefined)).toBe(true);
});
