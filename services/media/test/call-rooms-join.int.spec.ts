import { minutes } from '@village/kit';
import { createHmac } from 'node:crypto';
import { decodeJwt } from 'jose';
import { startCallRooms, type CallMember, type CallRoomsTestApp } from './support/call-rooms-test-app';

const ICE_SERVERS = [
  { urls: 'stun:stun.village.test:3478' },
  { urls: ['turn:turn.village.test:3478?transport=udp', 'turns:turn.village.test:5349'] },
];
const TURN_SECRET = 'turn-shared-secret-of-the-spec';

let calls: CallRoomsTestApp;
let host: CallMember;
let guest: CallMember;

beforeAll(async () => {
  calls = await startCallRooms({ ICE_SERVERS: JSON.stringify(ICE_SERVERS), TURN_SHARED_SECRET: TURN_SECRET });
  host = await calls.member('Hannah');
  guest = await calls.member('Gwen');
});

afterAll(async () => {
  await calls?.close();
});

const refusalOf = async (member: CallMember | null, roomId: string) => {
  const answer = await calls.join(member, roomId);
  expect(answer.data?.joinVideoCall ?? null).toBeNull();
  const [error] = answer.errors ?? [];
  return { message: error?.message, code: error?.extensions?.errorCode ?? error?.extensions?.code };
};

describe('joinVideoCall', () => {
  it('gives the host a 2-minute pass naming the room, the meeting, their first name and host', async () => {
    const meeting = await calls.meeting(host, { isPublic: false });

    const pass = await calls.pass(host, meeting.roomId);

    const claims = decodeJwt(pass.token);
    expect(claims).toMatchObject({ sub: host.id, room: meeting.roomId, mid: meeting.id, name: 'Hannah', host: true });
    expect(claims.exp! - claims.iat!).toBe(120);
    expect(new Date(pass.expiresAt).getTime()).toBe(calls.clock.now().getTime() + 120_000);
    expect(pass).toMatchObject({ mode: 'mesh', lobby: false, socketPath: '/api/video-calls/socket' });
    expect(pass.meeting).toEqual({
      id: meeting.id,
      roomId: meeting.roomId,
      isHost: true,
      status: 'scheduled',
      callMode: 'mesh',
      joinOpensAt: new Date(calls.clock.now().getTime() - 5 * 60_000).toISOString(),
    });
  });

  it('answers the configured ICE servers, with time-limited TURN credentials for the turn entries', async () => {
    const meeting = await calls.meeting(host);

    const { iceServers } = await calls.pass(guest, meeting.roomId);

    expect(iceServers[0]).toEqual({ urls: ['stun:stun.village.test:3478'], username: null, credential: null });
    const turn = iceServers[1];
    expect(turn.urls).toEqual(ICE_SERVERS[1].urls);
    const [expiry, userId] = turn.username!.split(':');
    expect(userId).toBe(guest.id);
    expect(Number(expiry)).toBeGreaterThan(calls.clock.now().getTime() / 1000);
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64'));
  });

  it('lets any member into a public meeting, and puts a private meeting guest who accepted in the lobby', async () => {
    const open = await calls.meeting(host, { isPublic: true });
    const closed = await calls.meeting(host, { isPublic: false });
    await calls.invite(closed, guest, 'accepted');

    expect(await calls.pass(guest, open.roomId)).toMatchObject({ lobby: false, mode: 'mesh' });
    expect(await calls.pass(guest, closed.roomId)).toMatchObject({ lobby: true });
  });

  it('says the call runs on the SFU only when LiveKit is configured (otherwise mesh)', async () => {
    const large = await calls.meeting(host, { maxParticipants: 10 });

    expect((await calls.pass(host, large.roomId)).mode).toBe('mesh');
  });

  it('refuses a signed-out visitor', async () => {
    const meeting = await calls.meeting(host);

    expect((await refusalOf(null, meeting.roomId)).code).toBe('UNAUTHENTICATED');
  });

  it('hides a private meeting from an uninvited member and an unknown room', async () => {
    const meeting = await calls.meeting(host, { isPublic: false });

    expect(await refusalOf(guest, meeting.roomId)).toEqual({ message: 'Meeting not found', code: 'MEETING_NOT_FOUND' });
    expect(await refusalOf(guest, 'no-such-room-id-000000')).toEqual({
      message: 'Meeting not found',
      code: 'MEETING_NOT_FOUND',
    });
  });

  it('refuses an invitee who has not accepted', async () => {
    const meeting = await calls.meeting(host, { isPublic: false });
    await calls.invite(meeting, guest, 'pending');

    expect(await refusalOf(guest, meeting.roomId)).toEqual({
      message: 'You are not invited to this meeting.',
      code: 'CALL_NOT_INVITED',
    });
  });

  it('hides a meeting whose host and member blocked each other', async () => {
    const blocker = await calls.member('Bea');
    const meeting = await calls.meeting(host);
    await calls.block(host, blocker);

    expect((await refusalOf(blocker, meeting.roomId)).code).toBe('MEETING_NOT_FOUND');
  });

  it('opens 15 minutes before the start, for the host too', async () => {
    const meeting = await calls.meeting(host, { startsInMinutes: 16 });

    expect(await refusalOf(host, meeting.roomId)).toEqual({
      message: 'This meeting opens for joining 15 minutes before it starts.',
      code: 'CALL_NOT_OPEN',
    });
    await calls.clock.advance(minutes(1));

    expect((await calls.pass(host, meeting.roomId)).roomId).toBe(meeting.roomId);
  });

  it('refuses cancelled and completed meetings', async () => {
    const cancelled = await calls.meeting(host, { status: 'cancelled' });
    const completed = await calls.meeting(host, { status: 'completed' });

    expect(await refusalOf(guest, cancelled.roomId)).toEqual({
      message: 'This meeting was cancelled.',
      code: 'CALL_CANCELLED',
    });
    expect(await refusalOf(guest, completed.roomId)).toEqual({
      message: 'This meeting has ended.',
      code: 'CALL_ENDED',
    });
  });

  it('refuses a member the host removed', async () => {
    const meeting = await calls.meeting(host);
    await calls.sql(
      'INSERT INTO call_removals (meeting_id, user_id, removed_by, removed_at) VALUES ($1, $2, $3, now())',
      [meeting.id, guest.id, host.id],
    );

    expect(await refusalOf(guest, meeting.roomId)).toEqual({
      message: 'The host removed you from this meeting.',
      code: 'CALL_REMOVED',
    });
  });
});
