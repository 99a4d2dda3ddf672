import { hours, minutes } from '@village/kit';
import { SignJWT } from 'jose';
import {
  startCallRooms,
  type CallClient,
  type CallMember,
  type CallRoomsTestApp,
  type TestMeeting,
} from './support/call-rooms-test-app';

interface JoinAck {
  ok: boolean;
  message?: string;
  state?: 'joined' | 'waiting';
  selfPeerId?: string;
  participants?: Array<{ peerId: string; userId: string; name: string; isHost: boolean }>;
  mode?: string;
}

let calls: CallRoomsTestApp;
let host: CallMember;

beforeAll(async () => {
  calls = await startCallRooms();
  host = await calls.member('Hannah');
});

afterAll(async () => {
  await calls?.close();
});

/** The member joins the meeting's call: a pass, a socket, join-room. */
async function enter(member: CallMember, meeting: TestMeeting): Promise<{ client: CallClient; ack: JoinAck }> {
  const pass = await calls.pass(member, meeting.roomId);
  const client = await calls.connect(pass.token);
  const ack = await client.ask<JoinAck>('join-room', { roomId: meeting.roomId });
  return { client, ack };
}

describe('the call channel', () => {
  it('tells those in the call when someone joins and leaves; the newcomer gets those already there', async () => {
    const meeting = await calls.meeting(host);
    const guest = await calls.member('Gwen');

    const first = await enter(host, meeting);
    const second = await enter(guest, meeting);

    expect(first.ack).toMatchObject({ ok: true, state: 'joined', participants: [], mode: 'mesh' });
    expect(second.ack).toMatchObject({
      ok: true,
      state: 'joined',
      participants: [{ peerId: first.ack.selfPeerId, userId: host.id, name: 'Hannah', isHost: true }],
    });
    expect(await first.client.next('user-connected')).toEqual({
      peerId: second.ack.selfPeerId,
      userId: guest.id,
      name: 'Gwen',
      isHost: false,
      audio: true,
      video: true,
    });

    second.client.close();

    expect(await first.client.next('user-disconnected')).toEqual({ peerId: second.ack.selfPeerId });
  });

  it('relays a signal to the addressed peer only', async () => {
    const meeting = await calls.meeting(host);
    const [a, b, c] = await Promise.all([calls.member('Ada'), calls.member('Ben'), calls.member('Cat')]);
    const ada = await enter(a, meeting);
    const ben = await enter(b, meeting);
    const cat = await enter(c, meeting);
    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };

    const ack = await ada.client.ask('signal', { roomId: meeting.roomId, to: ben.ack.selfPeerId, signal: offer });
    await ada.client.ask('chat-message', { roomId: meeting.roomId, text: 'after the offer' });

    expect(ack).toEqual({ ok: true });
    expect(await ben.client.next('signal')).toEqual({ from: ada.ack.selfPeerId, signal: offer });
    // Events reach a socket in the order the server sends them: Cat has the chat, so no signal came before it.
    await cat.client.next('chat-message');
    expect(cat.client.received('signal')).toEqual([]);
  });

  it('refuses a signal to a peer of another room', async () => {
    const one = await calls.meeting(host);
    const other = await calls.meeting(host);
    const [a, b] = await Promise.all([calls.member('Ada'), calls.member('Ben')]);
    const ada = await enter(a, one);
    const ben = await enter(b, other);

    const ack = await ada.client.ask('signal', {
      roomId: one.roomId,
      to: ben.ack.selfPeerId,
      signal: { type: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host' } },
    });

    expect(ack).toEqual({ ok: false, message: 'This person is no longer in the call.' });
  });

  it('sends chat to everyone in the call, the sender too, and refuses a blank message', async () => {
    const meeting = await calls.meeting(host);
    const guest = await calls.member('Gwen');
    const hosting = await enter(host, meeting);
    const guesting = await enter(guest, meeting);

    const ack = await guesting.client.ask('chat-message', { roomId: meeting.roomId, text: '  Hello all  ' });
    const blank = await guesting.client.ask('chat-message', { roomId: meeting.roomId, text: '   ' });

    const expected = {
      text: 'Hello all',
      sender: 'Gwen',
      senderPeerId: guesting.ack.selfPeerId,
      timestamp: calls.clock.now().toISOString(),
    };
    expect(ack).toMatchObject({ ok: true });
    expect(await hosting.client.next('chat-message')).toMatchObject(expected);
    expect(await guesting.client.next('chat-message')).toMatchObject(expected);
    expect(blank).toEqual({ ok: false, message: 'Message cannot be empty' });
  });

  it('tells the others when a participant turns their camera or microphone off', async () => {
    const meeting = await calls.meeting(host);
    const guest = await calls.member('Gwen');
    const hosting = await enter(host, meeting);
    const guesting = await enter(guest, meeting);

    await guesting.client.ask('media-state', { roomId: meeting.roomId, audio: false, video: true });

    expect(await hosting.client.next('participant-updated')).toMatchObject({
      peerId: guesting.ack.selfPeerId,
      audio: false,
      video: true,
    });
  });

  it('leaves everyone who joins at the same moment knowing all the others', async () => {
    const meeting = await calls.meeting(host, { maxParticipants: 4 });
    const members = [host, ...(await Promise.all(['Ada', 'Ben', 'Cat'].map((name) => calls.member(name))))];

    const views = await calls.joinAtOnce(members, meeting);

    for (const view of views) expect(view.known).toEqual(view.others);
  });

  it('holds a direct call to 4 people', async () => {
    const meeting = await calls.meeting(host, { maxParticipants: 10 });
    const members = await Promise.all(['Ada', 'Ben', 'Cat', 'Dan', 'Eve'].map((name) => calls.member(name)));
    for (const member of members.slice(0, 4)) expect((await enter(member, meeting)).ack.ok).toBe(true);

    const fifth = await enter(members[4], meeting);

    expect(fifth.ack).toEqual({ ok: false, message: 'This call is full. Direct calls hold up to 4 people.' });
  });

  it('refuses a forged, an expired and a missing pass at connection', async () => {
    const meeting = await calls.meeting(host);
    const pass = await calls.pass(host, meeting.roomId);
    const forged = await new SignJWT({ room: meeting.roomId, mid: meeting.id, name: 'Hannah', host: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(host.id)
      .setAudience('village-video-calls')
      .setExpirationTime('2m')
      .sign(new TextEncoder().encode('a-secret-that-is-not-media-own-secret'));

    await expect(calls.connect(forged)).rejects.toThrow('Your call pass expired. Please join again.');
    await expect(calls.connect('')).rejects.toThrow('Your call pass expired. Please join again.');
    await calls.clock.advance(minutes(2) + 1_000);
    await expect(calls.connect(pass.token)).rejects.toThrow('Your call pass expired. Please join again.');
  });

  it('refuses a pass for another room', async () => {
    const meeting = await calls.meeting(host);
    const other = await calls.meeting(host);
    const client = await calls.connect((await calls.pass(host, meeting.roomId)).token);

    expect(await client.ask('join-room', { roomId: other.roomId })).toEqual({
      ok: false,
      message: 'This call pass is for another meeting.',
    });
  });
});

describe('the lobby of a private meeting', () => {
  let meeting: TestMeeting;
  let hosting: { client: CallClient; ack: JoinAck };

  beforeEach(async () => {
    meeting = await calls.meeting(host, { isPublic: false });
    hosting = await enter(host, meeting);
  });

  it('keeps a guest who arrives before the host in the lobby; the host finds them there on joining', async () => {
    const early = await calls.meeting(host, { isPublic: false });
    const guest = await calls.member('Ezra');
    await calls.invite(early, guest, 'accepted');

    const knocking = await enter(guest, early);
    const arriving = await enter(host, early);
    const lobby = await arriving.client.next<{ waiting: Array<{ userId: string; name: string }> }>('lobby-updated');

    expect(knocking.ack).toMatchObject({ ok: true, state: 'waiting', participants: [] });
    expect(arriving.ack).toMatchObject({ ok: true, state: 'joined', participants: [] });
    expect(lobby.waiting).toEqual([expect.objectContaining({ userId: guest.id, name: 'Ezra' })]);
    expect(knocking.client.received('admitted')).toEqual([]);
    knocking.client.close();
    arriving.client.close();
  });

  it('shows the host who knocks; admitted, they join and the others see them', async () => {
    const guest = await calls.member('Gwen');
    await calls.invite(meeting, guest, 'accepted');

    const knocking = await enter(guest, meeting);
    const lobby = await hosting.client.next<{ waiting: unknown[] }>('lobby-updated');
    const admit = await hosting.client.ask('admit', { roomId: meeting.roomId, peerId: knocking.ack.selfPeerId });

    expect(knocking.ack).toMatchObject({ ok: true, state: 'waiting', participants: [] });
    expect(lobby.waiting).toEqual([
      { peerId: knocking.ack.selfPeerId, userId: guest.id, name: 'Gwen', since: calls.clock.now().toISOString() },
    ]);
    expect(admit).toEqual({ ok: true });
    expect(await knocking.client.next('admitted')).toEqual({
      participants: [expect.objectContaining({ peerId: hosting.ack.selfPeerId, isHost: true })],
    });
    expect(await hosting.client.next('user-connected')).toMatchObject({ peerId: knocking.ack.selfPeerId });
    expect(await hosting.client.next('lobby-updated')).toEqual({ waiting: [] });
    expect(
      await calls.sql('SELECT 1 FROM call_admissions WHERE meeting_id = $1 AND user_id = $2', [meeting.id, guest.id]),
    ).toHaveLength(1);

    knocking.client.close();
    const again = await enter(guest, meeting);

    expect(again.ack).toMatchObject({ ok: true, state: 'joined' });
  });

  it('does not let a waiting member signal or chat', async () => {
    const guest = await calls.member('Gwen');
    await calls.invite(meeting, guest, 'accepted');
    const knocking = await enter(guest, meeting);

    const chat = await knocking.client.ask('chat-message', { roomId: meeting.roomId, text: 'let me in' });
    const signal = await knocking.client.ask('signal', {
      roomId: meeting.roomId,
      to: hosting.ack.selfPeerId,
      signal: { type: 'offer', sdp: 'v=0' },
    });

    expect(chat).toEqual({ ok: false, message: 'You are not in this call.' });
    expect(signal).toEqual({ ok: false, message: 'You are not in this call.' });
  });

  it('tells a refused member the host did not let them in', async () => {
    const guest = await calls.member('Gwen');
    await calls.invite(meeting, guest, 'accepted');
    const knocking = await enter(guest, meeting);
    await hosting.client.next('lobby-updated');

    const refuse = await hosting.client.ask('refuse', { roomId: meeting.roomId, peerId: knocking.ack.selfPeerId });

    expect(refuse).toEqual({ ok: true });
    expect(await knocking.client.next('refused')).toEqual({ message: 'The host did not let you in.' });
    expect(await hosting.client.next('lobby-updated')).toEqual({ waiting: [] });
  });

  it('lets only the host admit', async () => {
    const [guest, other] = await Promise.all([calls.member('Gwen'), calls.member('Olly')]);
    await calls.invite(meeting, guest, 'accepted');
    await calls.invite(meeting, other, 'accepted');
    await calls.sql('INSERT INTO call_admissions (meeting_id, user_id, admitted_at) VALUES ($1, $2, now())', [
      meeting.id,
      other.id,
    ]);
    const knocking = await enter(guest, meeting);
    const inside = await enter(other, meeting);

    expect(inside.ack).toMatchObject({ ok: true, state: 'joined' });
    expect(await inside.client.ask('admit', { roomId: meeting.roomId, peerId: knocking.ack.selfPeerId })).toEqual({
      ok: false,
      message: 'Only the host can do this.',
    });
  });
});

describe('removing a participant', () => {
  it('tells them, disconnects them, tells the others, and refuses them for good', async () => {
    const meeting = await calls.meeting(host);
    const guest = await calls.member('Gwen');
    const hosting = await enter(host, meeting);
    const guesting = await enter(guest, meeting);

    const ack = await hosting.client.ask('remove-participant', {
      roomId: meeting.roomId,
      peerId: guesting.ack.selfPeerId,
    });

    expect(ack).toEqual({ ok: true });
    expect(await guesting.client.next('removed')).toEqual({ message: 'The host removed you from this meeting.' });
    expect(await guesting.client.disconnected).toBe('io server disconnect');
    expect(await hosting.client.next('user-disconnected')).toEqual({ peerId: guesting.ack.selfPeerId });
    const rejoin = await calls.join(guest, meeting.roomId);
    expect(rejoin.errors?.[0]).toMatchObject({
      message: 'The host removed you from this meeting.',
      extensions: { errorCode: 'CALL_REMOVED' },
    });
  });
});

describe("the meeting's status", () => {
  it('becomes active when the host joins, and completed when the last one leaves after the end', async () => {
    const meeting = await calls.meeting(host, { startsInMinutes: 5, durationMinutes: 15 });
    const guest = await calls.member('Gwen');
    const guesting = await enter(guest, meeting);

    expect((await calls.meetingRow(meeting)).status).toBe('scheduled');

    const hosting = await enter(host, meeting);

    expect(await calls.meetingRow(meeting)).toMatchObject({ status: 'active', started_at: calls.clock.now() });

    await calls.clock.advance(minutes(21));
    hosting.client.close();
    await guesting.client.next('user-disconnected');
    expect((await calls.meetingRow(meeting)).status).toBe('active');

    guesting.client.close();

    await waitFor(async () => (await calls.meetingRow(meeting)).status === 'completed');
  });

  it('is completed by the sweep an hour after the end when nobody is in the call', async () => {
    const meeting = await calls.meeting(host, { startsInMinutes: 5, durationMinutes: 15 });
    const hosting = await enter(host, meeting);
    hosting.client.close();
    expect((await calls.meetingRow(meeting)).status).toBe('active');

    await calls.clock.advance(hours(1) + minutes(30));
    await calls.clock.runDue();

    expect(await calls.meetingRow(meeting)).toMatchObject({ status: 'completed' });
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
