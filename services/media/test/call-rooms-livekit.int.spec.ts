import { decodeJwt } from 'jose';
import { RoomServiceClient } from 'livekit-server-sdk';
import {
  startCallRooms,
  type CallMember,
  type CallRoomsTestApp,
  type TestMeeting,
} from './support/call-rooms-test-app';
import { startLivekit, type LivekitServer } from './support/livekit-server';

interface JoinAck {
  ok: boolean;
  message?: string;
  selfPeerId?: string;
  mode?: string;
  livekit?: { url: string; token: string; simulcast: boolean };
}

jest.setTimeout(60_000);

let livekit: LivekitServer;
let calls: CallRoomsTestApp;
let rooms: RoomServiceClient;
let host: CallMember;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  livekit = await startLivekit();
  calls = await startCallRooms({
    LIVEKIT_URL: livekit.url,
    LIVEKIT_API_KEY: livekit.apiKey,
    LIVEKIT_API_SECRET: livekit.apiSecret,
  });
  rooms = new RoomServiceClient(livekit.url, livekit.apiKey, livekit.apiSecret);
  host = await calls.member('Hannah');
}, 20 * 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await calls?.close();
  await livekit?.stop();
});

async function enter(member: CallMember, meeting: TestMeeting): Promise<JoinAck> {
  const pass = await calls.pass(member, meeting.roomId);
  const client = await calls.connect(pass.token);
  return client.ask<JoinAck>('join-room', { roomId: meeting.roomId });
}

/** Opens LiveKit's signalling connection with the token, as livekit-client does first: the member is then in the room. */
function joinLivekit(url: string, token: string): WebSocket {
  const socket = new WebSocket(`${url}/rtc?access_token=${encodeURIComponent(token)}&protocol=15&sdk=js`);
  sockets.push(socket);
  return socket;
}

async function identitiesIn(roomId: string): Promise<string[]> {
  return (await rooms.listParticipants(roomId)).map((participant) => participant.identity);
}

async function until<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('calls above the mesh size run on LiveKit', () => {
  it('publish one video layer up to 12 people and two above', async () => {
    const large = await calls.meeting(host, { maxParticipants: 13 });

    const ack = await enter(host, large);

    expect(ack).toMatchObject({ ok: true, mode: 'sfu', livekit: { url: livekit.url, simulcast: true } });
  });

  it('leave seven members who join at the same moment each knowing the six others', async () => {
    const meeting = await calls.meeting(host, { maxParticipants: 10 });
    const names = ['Ada', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'];
    const members = [host, ...(await Promise.all(names.map((name) => calls.member(name))))];

    const views = await calls.joinAtOnce(members, meeting);

    for (const view of views) expect(view.known).toEqual(view.others);
  });

  it('give admitted members a LiveKit token with the room grant, which LiveKit accepts', async () => {
    const meeting = await calls.meeting(host, { maxParticipants: 10 });
    const pass = await calls.pass(host, meeting.roomId);

    const ack = await enter(host, meeting);

    expect(pass.mode).toBe('sfu');
    expect(ack).toMatchObject({ ok: true, mode: 'sfu', livekit: { url: livekit.url, simulcast: false } });
    const claims = decodeJwt(ack.livekit!.token);
    expect(claims).toMatchObject({
      sub: host.id,
      name: 'Hannah',
      video: {
        room: meeting.roomId,
        roomJoin: true,
        canPublish: true,
        canSubscribe: true,
        canPublishData: false,
      },
    });
    const http = livekit.url.replace(/^ws/, 'http');
    const validation = await fetch(`${http}/rtc/validate?access_token=${encodeURIComponent(ack.livekit!.token)}`);
    expect(validation.status).toBe(200);

    await rooms.createRoom({ name: meeting.roomId });
    joinLivekit(ack.livekit!.url, ack.livekit!.token);

    expect((await rooms.listRooms([meeting.roomId])).map((room) => room.name)).toEqual([meeting.roomId]);
    expect(
      await until(
        () => identitiesIn(meeting.roomId),
        (ids) => ids.includes(host.id),
      ),
    ).toEqual([host.id]);
  });

  it('take a removed member out of the LiveKit room too', async () => {
    const meeting = await calls.meeting(host, { maxParticipants: 10 });
    const guest = await calls.member('Gwen');
    const hostClient = await calls.connect((await calls.pass(host, meeting.roomId)).token);
    await hostClient.ask('join-room', { roomId: meeting.roomId });
    const guestClient = await calls.connect((await calls.pass(guest, meeting.roomId)).token);
    const guestAck = await guestClient.ask<JoinAck>('join-room', { roomId: meeting.roomId });
    await rooms.createRoom({ name: meeting.roomId });
    joinLivekit(guestAck.livekit!.url, guestAck.livekit!.token);
    await until(
      () => identitiesIn(meeting.roomId),
      (ids) => ids.includes(guest.id),
    );

    const removal = await hostClient.ask('remove-participant', { roomId: meeting.roomId, peerId: guestAck.selfPeerId });

    expect(removal).toEqual({ ok: true });
    expect(await guestClient.next('removed')).toEqual({ message: 'The host removed you from this meeting.' });
    expect(
      await until(
        () => identitiesIn(meeting.roomId),
        (ids) => !ids.includes(guest.id),
      ),
    ).not.toContain(guest.id);
  });

  it('give a private meeting guest their LiveKit token only once the host admits them', async () => {
    const meeting = await calls.meeting(host, { maxParticipants: 10, isPublic: false });
    const guest = await calls.member('Gwen');
    await calls.invite(meeting, guest, 'accepted');
    const hostClient = await calls.connect((await calls.pass(host, meeting.roomId)).token);
    await hostClient.ask('join-room', { roomId: meeting.roomId });
    const guestClient = await calls.connect((await calls.pass(guest, meeting.roomId)).token);

    const knock = await guestClient.ask<JoinAck & { state: string }>('join-room', { roomId: meeting.roomId });
    await hostClient.ask('admit', { roomId: meeting.roomId, peerId: knock.selfPeerId });
    const admitted = await guestClient.next<{ livekit?: { url: string; token: string } }>('admitted');

    expect(knock).toMatchObject({ ok: true, state: 'waiting', mode: 'sfu' });
    expect(knock.livekit).toBeUndefined();
    expect(admitted.livekit?.url).toBe(livekit.url);
    expect(decodeJwt(admitted.livekit!.token)).toMatchObject({
      sub: guest.id,
      video: { room: meeting.roomId, roomJoin: true },
    });
  });

  it('hold as many people as the meeting allows, and no more', async () => {
    const meeting = await calls.meeting(host, { maxParticipants: 5 });
    const members = await Promise.all(['Ada', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'].map((name) => calls.member(name)));
    for (const member of members.slice(0, 5))
      expect(await enter(member, meeting)).toMatchObject({ ok: true, mode: 'sfu' });

    expect(await enter(members[5], meeting)).toEqual({ ok: false, message: 'This call is full.' });
  });
});
