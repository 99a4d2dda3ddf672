import { ApiError } from '../../api/api-error';
import type { openCallChannel } from './call-channel';
import { CallSession, remoteStreamOf, type CallEnd, type CallSessionOptions } from './call-session';
import { joinSfuCall } from './sfu-call';
import { aParticipant, FakeCallSocket } from './test/fake-call-socket';
import { FakeMediaStream, FakePeerConnection, FakeTrack } from './test/fake-media';
import type { JoinAnswer } from './video-call-api';

jest.mock('./sfu-call', () => ({ joinSfuCall: jest.fn() }));

const joinSfuCallMock = joinSfuCall as jest.Mock;
const ROOM_ID = 'room-1';

const pass: JoinAnswer = {
  token: 'pass-1',
  expiresAt: '2026-11-24T10:02:00.000Z',
  mode: 'mesh',
  lobby: false,
  socketPath: '/api/video-calls/socket',
  iceServers: [{ urls: 'turn:turn.village.test', username: 'u', credential: 'c' }],
  meeting: {} as JoinAnswer['meeting'],
};

function aSession(changes: Partial<CallSessionOptions> = {}) {
  const socket = new FakeCallSocket();
  let channel: Parameters<typeof openCallChannel>[0] | undefined;
  const ended: CallEnd[] = [];
  const problems: string[] = [];
  const onJoined = jest.fn();
  Object.assign(globalThis, { RTCPeerConnection: FakePeerConnection, MediaStream: FakeMediaStream });
  FakePeerConnection.created = [];
  const session = new CallSession({
    roomId: ROOM_ID,
    pass,
    localStream: new FakeMediaStream([new FakeTrack('audio'), new FakeTrack('video')]) as unknown as MediaStream,
    media: { audio: true, video: true },
    renewPass: () => Promise.resolve({ ...pass, token: 'pass-2' }),
    onChange: () => undefined,
    onJoined,
    onEnded: (end) => ended.push(end),
    onProblem: (message) => problems.push(message),
    onKnock: () => undefined,
    openChannel: (options) => {
      channel = options;
      return socket as unknown as ReturnType<typeof openCallChannel>;
    },
    ...changes,
  });
  session.start();
  const channelOptions = () => {
    if (!channel) throw new Error('The channel was not opened');
    return channel;
  };
  return { session, socket, ended, problems, onJoined, channelOptions };
}

const joined = (participants = [aParticipant()]) => ({
  ok: true,
  state: 'joined',
  selfPeerId: 'peer-self',
  participants,
  mode: 'mesh',
});

describe('CallSession', () => {
  afterEach(() => jest.useRealTimers());

  it('opens the channel with the pass and its socket path', () => {
    const { channelOptions } = aSession();
    expect(channelOptions()).toMatchObject({ socketPath: '/api/video-calls/socket', token: 'pass-1' });
  });

  it('joins the room again after a dropped connection comes back, without a second Joined Call', async () => {
    const { session, socket, onJoined } = aSession();
    socket.answers['join-room'] = joined();
    socket.connectNow();
    socket.serverSends('signal', { from: 'peer-bea', signal: { type: 'offer', sdp: 'their-offer' } });
    await Promise.resolve();

    socket.serverSends('disconnect', 'transport close');
    expect(session.state.phase).toBe('reconnecting');
    expect(session.state.participants).toEqual([]);
    expect(FakePeerConnection.created[0]?.closed).toBe(true);

    socket.answers['join-room'] = joined([aParticipant({ peerId: 'peer-bea-2' })]);
    socket.connectNow();
    expect(session.state.phase).toBe('joined');
    expect(session.state.participants.map((each) => each.peerId)).toEqual(['peer-bea-2']);
    expect(socket.sentOf('join-room')).toHaveLength(2);
    expect(onJoined).toHaveBeenCalledTimes(1);
  });

  it('goes back to connecting, not into the call, when a waiting member loses the connection', () => {
    const { session, socket } = aSession();
    socket.answers['join-room'] = {
      ok: true,
      state: 'waiting',
      selfPeerId: 'peer-self',
      participants: [],
      mode: 'mesh',
    };
    socket.connectNow();
    expect(session.state.phase).toBe('waiting');

    socket.serverSends('disconnect', 'ping timeout');
    expect(session.state.phase).toBe('connecting');
  });

  it('presents a renewed pass on reconnect', async () => {
    const { channelOptions } = aSession();
    await expect(channelOptions().freshToken()).resolves.toBe('pass-2');
  });

  it('keeps asking for a renewed pass while the network or the service is down', async () => {
    jest.useFakeTimers();
    const renewPass = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(502, 'Bad Gateway', ''))
      .mockRejectedValueOnce(new ApiError(429, 'Too Many Requests', ''))
      .mockResolvedValueOnce({ ...pass, token: 'pass-3' });
    const { channelOptions } = aSession({ renewPass });

    const token = channelOptions().freshToken();
    await jest.advanceTimersByTimeAsync(3000);

    await expect(token).resolves.toBe('pass-3');
    expect(renewPass).toHaveBeenCalledTimes(4);
  });

  it('stops asking when the server refuses the renewal', async () => {
    const refusal = new ApiError(409, 'Conflict', JSON.stringify({ message: 'This meeting has ended.' }));
    const renewPass = jest.fn().mockRejectedValue(refusal);
    const { channelOptions } = aSession({ renewPass });

    await expect(channelOptions().freshToken()).rejects.toBe(refusal);
    expect(renewPass).toHaveBeenCalledTimes(1);
  });

  it('ends, as removed, when the renewal is refused because the host removed the member', () => {
    const { socket, ended, channelOptions } = aSession();
    channelOptions().onPassRefused(
      new ApiError(
        403,
        'Forbidden',
        JSON.stringify({ message: 'The host removed you from this meeting.', code: 'CALL_REMOVED' }),
      ),
    );
    expect(ended).toEqual([{ message: 'The host removed you from this meeting.', removed: true }]);
    expect(socket.disconnected).toBe(true);
  });

  it("ends with the server's words when it refuses the pass", () => {
    const { socket, ended } = aSession();
    socket.active = false;
    socket.serverSends('connect_error', new Error('Your call pass expired. Please join again.'));
    expect(ended).toEqual([{ message: 'Your call pass expired. Please join again.', removed: false }]);
  });

  it('keeps trying while the connection fails and socket.io is still reconnecting', () => {
    const { socket, ended } = aSession();
    socket.serverSends('connect_error', new Error('websocket error'));
    expect(ended).toEqual([]);
    expect(socket.disconnected).toBe(false);
  });

  it('ends with the message of a full call', () => {
    const { socket, ended } = aSession();
    socket.answers['join-room'] = { ok: false, message: 'This call is full. Direct calls hold up to 4 people.' };
    socket.connectNow();
    expect(ended).toEqual([{ message: 'This call is full. Direct calls hold up to 4 people.', removed: false }]);
  });

  it('reports a call error and a refused host action', () => {
    const { session, socket, problems } = aSession();
    socket.answers['join-room'] = joined();
    socket.connectNow();
    socket.answers['remove-participant'] = { ok: false, message: 'Only the host can do that.' };

    socket.serverSends('call-error', { message: 'Something went wrong in the call.' });
    session.remove('peer-bea');

    expect(problems).toEqual(['Something went wrong in the call.', 'Only the host can do that.']);
  });

  it('connects to LiveKit once admitted in sfu mode and shows each member by their LiveKit identity', async () => {
    const sfu = { replaceTrack: jest.fn(() => Promise.resolve()), close: jest.fn(() => Promise.resolve()) };
    joinSfuCallMock.mockResolvedValue(sfu);
    const { session, socket } = aSession();
    socket.answers['join-room'] = {
      ok: true,
      state: 'waiting',
      selfPeerId: 'peer-self',
      participants: [],
      mode: 'sfu',
    };
    socket.connectNow();

    const bea = aParticipant();
    socket.serverSends('admitted', {
      participants: [bea],
      livekit: { url: 'ws://livekit.test', token: 'lk', simulcast: false },
    });
    await Promise.resolve();

    expect(joinSfuCallMock).toHaveBeenCalledWith(expect.objectContaining({ url: 'ws://livekit.test', token: 'lk' }));
    const [{ onRemoteStream }] = joinSfuCallMock.mock.calls[0] as [
      { onRemoteStream: (id: string, s: unknown) => void },
    ];
    const stream = new FakeMediaStream();
    onRemoteStream('user-bea', stream);
    expect(remoteStreamOf(session.state, bea)).toBe(stream);
    expect(FakePeerConnection.created).toEqual([]);

    const camera = new FakeTrack('video', 'usb-camera') as unknown as MediaStreamTrack;
    await session.replaceTrack(camera, new FakeMediaStream() as unknown as MediaStream);
    expect(sfu.replaceTrack).toHaveBeenCalledWith(camera);

    session.leave();
    await Promise.resolve();
    expect(sfu.close).toHaveBeenCalled();
  });
});
