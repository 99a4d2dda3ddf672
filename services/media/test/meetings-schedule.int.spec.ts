import { startMedia, type MediaTestApp } from './support/media-test-app';
import { errorOf, MEETING_FIELDS, meetingsOf, type MeetingAnswer } from './support/meetings';

let media: MediaTestApp;
let meetings: ReturnType<typeof meetingsOf>;

beforeAll(async () => {
  media = await startMedia();
  meetings = meetingsOf(media);
});

afterAll(async () => {
  await media?.close();
});

const ONE = `query One($id: ID!) { videoMeeting(id: $id) { ${MEETING_FIELDS} } }`;
const BY_ROOM = `query ByRoom($roomId: String!) { videoMeetingByRoom(roomId: $roomId) { id roomId } }`;
const LIST = `query List($view: String, $hostId: ID) { videoMeetings(view: $view, hostId: $hostId) { id status } }`;
const CANCEL = 'mutation Cancel($id: ID!) { cancelVideoMeeting(id: $id) }';

const listed = async (who: Parameters<typeof meetings.graph>[0], view?: string, hostId?: string) => {
  const answer = await meetings.graph<{ videoMeetings: Array<{ id: string; status: string }> }>(who, LIST, {
    view,
    hostId,
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.videoMeetings.map((meeting) => meeting.id);
};

it('schedules a meeting with the defaults, an unguessable room and the times of joining and ending', async () => {
  const host = await meetings.member('Hana');
  const scheduledFor = meetings.inHours(24);
  const meeting = await meetings.schedule(host, { scheduledFor, description: '  Bring questions  ' });

  expect(meeting).toMatchObject({
    title: 'Toddler sleep support',
    description: 'Bring questions',
    duration: 60,
    maxParticipants: 10,
    isPublic: true,
    meetingType: 'general',
    status: 'scheduled',
    hostId: host.id,
    host: { id: host.id },
    isHost: true,
    invitationStatus: null,
    callMode: 'unavailable',
    directCallLimit: 4,
    invitations: [],
  });
  expect(meeting.roomId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(new Date(meeting.joinOpensAt).getTime()).toBe(new Date(scheduledFor).getTime() - 15 * 60_000);
  expect(new Date(meeting.endsAt).getTime()).toBe(new Date(scheduledFor).getTime() + 60 * 60_000);
  const other = await meetings.schedule(host);
  expect(other.roomId).not.toBe(meeting.roomId);
  expect((await meetings.schedule(host, { maxParticipants: 4 })).callMode).toBe('mesh');
});

it.each([
  ['title', 'Title is required', { title: '   ' }],
  ['title', 'Title must be under 100 characters', { title: 'x'.repeat(101) }],
  ['scheduledFor', 'Date and time is required', { scheduledFor: '' }],
  ['scheduledFor', 'Date and time is required', { scheduledFor: 'tomorrow' }],
  ['scheduledFor', 'Choose a time in the future', { scheduledFor: '2029-12-31T10:00:00Z' }],
  ['duration', 'Duration must be between 15 and 480 minutes', { duration: 14 }],
  ['duration', 'Duration must be between 15 and 480 minutes', { duration: 481 }],
  ['maxParticipants', 'Participants must be between 2 and 50', { maxParticipants: 1 }],
  ['maxParticipants', 'Participants must be between 2 and 50', { maxParticipants: 51 }],
  ['description', 'Description must be under 1000 characters', { description: 'x'.repeat(1001) }],
  ['meetingType', 'Please choose a meeting type', { meetingType: 'party' }],
])('refuses a bad %s: %s', async (field, message, overrides) => {
  const host = await meetings.member();
  const answer = await meetings.graph(host, meetings.SCHEDULE, {
    input: { title: 'Sleep', scheduledFor: meetings.inHours(2), ...overrides },
  });
  expect(errorOf(answer)?.message).toBe(message);
  expect(errorOf(answer)?.extensions).toMatchObject({
    errorCode: 'MEETING_INVALID',
    fieldErrors: { [field]: message },
  });
});

it('shows a private meeting to its host and invitees only, and hides meetings across a block either way', async () => {
  const host = await meetings.member('Hana');
  const invitee = await meetings.member('Ivy');
  const stranger = await meetings.member('Sam');
  const blocked = await meetings.member('Bo');
  const blocking = await meetings.member('Bea');
  const secret = await meetings.schedule(host, { isPublic: false });
  const open = await meetings.schedule(host);
  await meetings.invite(host, secret.id, invitee);
  await meetings.block(host, blocked);
  await meetings.block(blocking, host);

  const one = async (who: Parameters<typeof meetings.graph>[0], id: string) =>
    (await meetings.graph<{ videoMeeting: MeetingAnswer | null }>(who, ONE, { id })).data?.videoMeeting ?? null;
  expect(await one(invitee, secret.id)).toMatchObject({ id: secret.id, isHost: false, invitationStatus: 'pending' });
  expect(await one(stranger, secret.id)).toBeNull();
  expect(await one(stranger, open.id)).toMatchObject({ id: open.id, invitationStatus: null });
  expect(await one(blocked, open.id)).toBeNull();
  expect(await one(blocking, open.id)).toBeNull();
  expect(await one(stranger, 'not-a-uuid')).toBeNull();

  const byRoom = async (who: Parameters<typeof meetings.graph>[0], roomId: string) =>
    (await meetings.graph<{ videoMeetingByRoom: { id: string } | null }>(who, BY_ROOM, { roomId })).data
      ?.videoMeetingByRoom ?? null;
  expect(await byRoom(invitee, secret.roomId)).toEqual({ id: secret.id, roomId: secret.roomId });
  expect(await byRoom(stranger, secret.roomId)).toBeNull();
  expect(await byRoom(blocked, open.roomId)).toBeNull();

  expect(await listed(stranger, 'upcoming', host.id)).toEqual([open.id]);
  expect(await listed(invitee, 'upcoming', host.id)).toEqual(expect.arrayContaining([secret.id, open.id]));
  expect(await listed(blocked, 'upcoming', host.id)).toEqual([]);
  expect(await listed(blocking, 'upcoming', host.id)).toEqual([]);
  expect((await one(stranger, open.id))?.invitations).toEqual([]);
  expect((await one(host, secret.id))?.invitations).toEqual([
    expect.objectContaining({ status: 'pending', invitee: { id: invitee.id } }),
  ]);
});

it('refuses a signed-out caller', async () => {
  const answer = await meetings.graph(null, LIST);
  expect(errorOf(answer)?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
});

it('refuses an unknown view', async () => {
  const member = await meetings.member();
  expect(errorOf(await meetings.graph(member, LIST, { view: 'soon' }))?.message).toBe(
    "View must be 'upcoming', 'mine' or 'history'",
  );
});

it('lets only the host cancel; the cancelled meeting leaves upcoming and my meetings, and its invitees are emailed', async () => {
  const host = await meetings.member('Hana');
  const pending = await meetings.member('Pia');
  const accepted = await meetings.member('Ada');
  const declined = await meetings.member('Dee');
  const stranger = await meetings.member('Sam');
  const meeting = await meetings.schedule(host, { title: 'Weaning chat' });
  const invitations = await meetings.invite(host, meeting.id, pending, accepted, declined);
  const idOf = (member: { id: string }) => invitations.find((invitation) => invitation.invitee.id === member.id)?.id;
  await meetings.graph(accepted, 'mutation A($id: ID!) { acceptMeetingInvitation(id: $id) { id } }', {
    id: idOf(accepted),
  });
  await meetings.graph(declined, 'mutation D($id: ID!) { declineMeetingInvitation(id: $id) { id } }', {
    id: idOf(declined),
  });

  for (const who of [stranger, pending]) {
    const refused = await meetings.graph(who, CANCEL, { id: meeting.id });
    expect(errorOf(refused)).toMatchObject({
      message: 'Meeting not found',
      extensions: expect.objectContaining({ errorCode: 'MEETING_NOT_FOUND' }),
    });
  }
  expect(await listed(host, 'mine')).toContain(meeting.id);

  expect((await meetings.graph(host, CANCEL, { id: meeting.id })).data).toEqual({ cancelVideoMeeting: true });
  expect((await meetings.graph(host, CANCEL, { id: meeting.id })).data).toEqual({ cancelVideoMeeting: true });
  const after = await meetings.graph<{ videoMeeting: MeetingAnswer }>(host, ONE, { id: meeting.id });
  expect(after.data?.videoMeeting.status).toBe('cancelled');
  expect(await listed(host, 'upcoming', host.id)).not.toContain(meeting.id);
  expect(await listed(host, 'mine')).not.toContain(meeting.id);

  for (const invitee of [pending, accepted]) {
    const mails = (await meetings.mailTo(invitee)).filter((mail) => mail.subject === 'Meeting cancelled: Weaning chat');
    expect(mails).toHaveLength(1);
  }
  expect((await meetings.mailTo(declined)).filter((mail) => mail.subject.startsWith('Meeting cancelled'))).toEqual([]);
  const events = await media.sql<{ type: string }>(
    `SELECT id::text, type FROM media.outbox WHERE key = $1
     UNION SELECT id::text, type FROM eventlog.events WHERE key = $1`,
    [meeting.id],
  );
  expect(events.map((event) => event.type).sort()).toEqual([
    'village.media.v1.MeetingCancelled',
    'village.media.v1.MeetingInvitationResponded',
    'village.media.v1.MeetingInvitationResponded',
    'village.media.v1.MeetingScheduled',
  ]);
});

it('sorts upcoming soonest first and my meetings newest first, and moves ended meetings to history', async () => {
  const host = await meetings.member('Hana');
  const later = await meetings.schedule(host, { scheduledFor: meetings.inHours(48) });
  const sooner = await meetings.schedule(host, { scheduledFor: meetings.inHours(3), duration: 30 });
  expect(await listed(host, 'upcoming', host.id)).toEqual([sooner.id, later.id]);
  expect(await listed(host, undefined, host.id)).toEqual([sooner.id, later.id]);
  expect((await listed(host, 'mine')).filter((id) => [sooner.id, later.id].includes(id))).toEqual([
    later.id,
    sooner.id,
  ]);
  expect(await listed(host, 'history', host.id)).toEqual([]);

  await media.clock.advance(4 * 3_600_000);
  expect(await listed(host, 'upcoming', host.id)).toEqual([later.id]);
  expect(await listed(host, 'history', host.id)).toEqual([sooner.id]);
  await media.sql(`UPDATE video_meetings SET status = 'completed' WHERE id = $1`, [later.id]);
  expect(await listed(host, 'history', host.id)).toEqual([later.id, sooner.id]);
});
