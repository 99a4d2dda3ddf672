import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { io } from 'socket.io-client';
import { jsonResponse, mockFetch } from '../../test/fake-response';
import { renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { aParticipant, FakeCallSocket } from './test/fake-call-socket';
import { FakePeerConnection, installFakeMedia, type FakeDevices } from './test/fake-media';
import type { CallMeeting, JoinAnswer } from './video-call-api';
import VideoCallPage from './video-call-page';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

const ioMock = io as unknown as jest.Mock;
const ROOM_ID = 'Q2hhdHMtYW5kLXRlYQ';

const meeting: CallMeeting = {
  id: 'meeting-1',
  title: 'Saturday playdate planning',
  scheduledFor: '2025-11-24T10:00:00.000Z',
  duration: 60,
  maxParticipants: 4,
  isPublic: true,
  status: 'active',
  roomId: ROOM_ID,
  hostId: 'user-bea',
  host: { id: 'user-bea', firstName: 'Bea', lastName: 'Hughes' },
  isHost: false,
  joinOpensAt: '2025-11-24T09:45:00.000Z',
  endsAt: '2025-11-24T11:00:00.000Z',
  callMode: 'mesh',
  directCallLimit: 4,
};

function aPass(overrides: Partial<JoinAnswer> = {}, meetingChanges: Partial<CallMeeting> = {}): JoinAnswer {
  return {
    token: 'pass-1',
    expiresAt: '2025-11-24T10:02:00.000Z',
    mode: 'mesh',
    lobby: false,
    socketPath: '/api/video-calls/socket',
    iceServers: [{ urls: 'stun:stun.village.test:3478' }],
    meeting: { ...meeting, ...meetingChanges },
    ...overrides,
  };
}

const joinedAck = (participants = [aParticipant({ isHost: true })]) => ({
  ok: true,
  state: 'joined',
  selfPeerId: 'peer-self',
  participants,
  mode: 'mesh',
});

let socket: FakeCallSocket;
let devices: FakeDevices;
let rendered: Awaited<ReturnType<typeof renderWithProviders>>;

beforeEach(() => {
  socket = new FakeCallSocket();
  ioMock.mockReset();
  ioMock.mockReturnValue(socket);
  devices = installFakeMedia();
  FakePeerConnection.created = [];
  Object.assign(globalThis, { RTCPeerConnection: FakePeerConnection });
});

async function openCallPage(changes: Partial<CallMeeting> = {}, ...later: Response[]) {
  const fetchMock = mockFetch(jsonResponse(200, { ...meeting, ...changes }), ...later);
  rendered = await renderWithProviders(<VideoCallPage />, {
    route: `/video-call/${ROOM_ID}`,
    path: '/video-call/:roomId',
    loadCurrentUser: () => Promise.resolve(sampleUser),
  });
  await screen.findByRole('heading', { name: 'Ready to join?' });
  return fetchMock;
}

/** Presses Join Call and lets the fake server accept the channel with `ack` as its join-room answer. */
async function joinCall(ack: unknown) {
  socket.answers['join-room'] = ack;
  await userEvent.click(screen.getByRole('button', { name: 'Join Call' }));
  await waitFor(() => expect(ioMock).toHaveBeenCalled());
  act(() => socket.connectNow());
}

describe('VideoCallPage', () => {
  afterEach(() => jest.useRealTimers());

  it('asks a signed-out visitor to sign in', async () => {
    mockFetch();
    await renderWithProviders(<VideoCallPage />, { route: `/video-call/${ROOM_ID}`, path: '/video-call/:roomId' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Please sign in to join the video call');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  });

  it('shows the meeting and the preview before joining', async () => {
    await openCallPage();

    expect(screen.getByText('Saturday playdate planning')).toBeInTheDocument();
    expect(screen.getByText(/hosted by Bea Hughes/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your camera preview')).toBeInTheDocument());
  });

  it('stays on the pre-join screen with the destructive toast when camera and microphone are refused', async () => {
    devices.refuse = true;
    const fetchMock = await openCallPage();

    await userEvent.click(screen.getByRole('button', { name: 'Join Call' }));

    const toast = await screen.findByText('Camera/Microphone Access');
    expect(toast.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Please allow camera and microphone access to join the video call.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to join?' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ioMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the pre-join screen", async () => {
    await openCallPage(
      {},
      jsonResponse(403, { message: 'You are not invited to this meeting.', code: 'CALL_NOT_INVITED' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Join Call' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You are not invited to this meeting.');
    expect(screen.getByRole('button', { name: 'Join Call' })).toBeEnabled();
    expect(ioMock).not.toHaveBeenCalled();
  });

  it("opens the realtime channel with the pass and the spec's reconnect settings, renewing the pass on reconnect", async () => {
    const fetchMock = await openCallPage({}, jsonResponse(200, aPass()), jsonResponse(200, aPass({ token: 'pass-2' })));
    await joinCall(joinedAck());

    const [origin, options] = ioMock.mock.calls[0] as [string, Record<string, unknown>];
    expect(origin).toBe(window.location.origin);
    expect(options).toMatchObject({
      path: '/api/video-calls/socket',
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      timeout: 20000,
    });
    const auth = options.auth as (grant: (data: object) => void) => void;
    const first = jest.fn();
    auth(first);
    expect(first).toHaveBeenCalledWith({ token: 'pass-1' });
    const second = jest.fn();
    auth(second);
    await waitFor(() => expect(second).toHaveBeenCalledWith({ token: 'pass-2' }));
    const requests = (fetchMock.mock.calls as [string, RequestInit | undefined][]).map(([url, init]) => [
      url,
      init?.method,
    ]);
    expect(requests).toEqual([
      [`/api/video-calls/${ROOM_ID}`, 'GET'],
      [`/api/video-calls/${ROOM_ID}/join`, 'POST'],
      [`/api/video-calls/${ROOM_ID}/join`, 'POST'],
    ]);
    expect(socket.sentOf('join-room')).toEqual([{ roomId: ROOM_ID }]);
  });

  it('can leave while the channel is still connecting', async () => {
    const user = userEvent.setup();
    await openCallPage({}, jsonResponse(200, aPass()));
    await user.click(screen.getByRole('button', { name: 'Join Call' }));

    expect(await screen.findByRole('heading', { name: 'Connecting to the call…' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText('Left Call')).toBeInTheDocument();
    expect(socket.disconnected).toBe(true);
    expect(screen.getByRole('heading', { name: 'Ready to join?' })).toBeInTheDocument();
  });

  it('waits in the lobby, then goes back to the pre-join screen with the message when refused', async () => {
    await openCallPage({ isPublic: false }, jsonResponse(200, aPass({ lobby: true })));
    await joinCall({ ok: true, state: 'waiting', selfPeerId: 'peer-self', participants: [], mode: 'mesh' });

    expect(await screen.findByRole('heading', { name: 'Waiting for the host to let you in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();

    act(() => socket.serverSends('refused', { message: 'The host did not let you in.' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The host did not let you in.');
    expect(screen.getByRole('heading', { name: 'Ready to join?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Call' })).toBeEnabled();
    expect(socket.disconnected).toBe(true);
  });

  it('joins the call from the lobby once admitted', async () => {
    await openCallPage({ isPublic: false }, jsonResponse(200, aPass({ lobby: true })));
    await joinCall({ ok: true, state: 'waiting', selfPeerId: 'peer-self', participants: [], mode: 'mesh' });
    await screen.findByRole('heading', { name: 'Waiting for the host to let you in' });

    act(() => socket.serverSends('admitted', { participants: [aParticipant({ isHost: true })] }));

    expect(await screen.findByText('Joined Call')).toBeInTheDocument();
    expect(screen.getByText('Bea (Host)')).toBeInTheDocument();
  });

  it('cannot join again after the host removed the member', async () => {
    await openCallPage({}, jsonResponse(200, aPass()));
    await joinCall(joinedAck());
    await screen.findByText('Joined Call');

    act(() => socket.serverSends('removed', { message: 'The host removed you from this meeting.' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The host removed you from this meeting.');
    expect(screen.getByRole('button', { name: 'Join Call' })).toBeDisabled();
    expect(devices.streams.flatMap((stream) => stream.getTracks()).every((t) => t.readyState === 'ended')).toBe(true);
  });

  it('counts the participants and shows a tile for each, with (Host) and (Camera off)', async () => {
    await openCallPage({}, jsonResponse(200, aPass()));
    await joinCall(joinedAck());

    expect(await screen.findByText('Joined Call')).toBeInTheDocument();
    expect(screen.getByText('You have successfully joined the video call.')).toBeInTheDocument();
    expect(screen.getByText('2 participants')).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
    expect(screen.getByText('Bea (Host)')).toBeInTheDocument();

    act(() =>
      socket.serverSends('user-connected', aParticipant({ peerId: 'peer-cai', userId: 'user-cai', name: 'Cai' })),
    );
    expect(screen.getByText('3 participants')).toBeInTheDocument();
    expect(screen.getAllByTestId('remote-video').map((video) => video.getAttribute('data-peer-id'))).toEqual([
      'peer-bea',
      'peer-cai',
    ]);

    act(() =>
      socket.serverSends(
        'participant-updated',
        aParticipant({ peerId: 'peer-cai', userId: 'user-cai', name: 'Cai', video: false }),
      ),
    );
    expect(screen.getByText('Cai (Camera off)')).toBeInTheDocument();

    act(() => socket.serverSends('user-disconnected', { peerId: 'peer-bea' }));
    expect(screen.getByText('2 participants')).toBeInTheDocument();
    expect(screen.queryByText('Bea (Host)')).not.toBeInTheDocument();
  });

  it('offers a direct connection to a member who arrives after it, with the configured ICE servers', async () => {
    await openCallPage({}, jsonResponse(200, aPass()));
    await joinCall(joinedAck([]));
    await screen.findByText('Joined Call');

    act(() => socket.serverSends('user-connected', aParticipant({ peerId: 'peer-cai', name: 'Cai' })));

    await waitFor(() =>
      expect(socket.sentOf('signal')).toEqual([
        { roomId: ROOM_ID, to: 'peer-cai', signal: { type: 'offer', sdp: 'offer-sdp' } },
      ]),
    );
    expect(FakePeerConnection.created[0]?.configuration).toEqual({
      iceServers: [{ urls: 'stun:stun.village.test:3478' }],
    });
  });

  it("shows everyone's chat messages and does not send a blank one", async () => {
    const user = userEvent.setup();
    await openCallPage({}, jsonResponse(200, aPass()));
    await joinCall(joinedAck());
    await screen.findByText('Joined Call');

    await user.click(screen.getByRole('button', { name: 'Chat' }));
    act(() =>
      socket.serverSends('chat-message', {
        id: 'm1',
        text: 'Hello from Bea',
        sender: 'Bea',
        senderPeerId: 'peer-bea',
        timestamp: '2025-11-24T10:05:00.000Z',
      }),
    );
    const chat = screen.getByRole('complementary', { name: 'Chat' });
    expect(within(chat).getByText('Hello from Bea')).toBeInTheDocument();
    expect(within(chat).getByText('Bea')).toBeInTheDocument();

    const input = within(chat).getByRole('textbox', { name: 'Message' });
    await user.type(input, '   {Enter}');
    expect(socket.sentOf('chat-message')).toEqual([]);

    await user.clear(input);
    await user.type(input, 'Hi Bea{Enter}');
    await waitFor(() => expect(socket.sentOf('chat-message')).toEqual([{ roomId: ROOM_ID, text: 'Hi Bea' }]));
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('mutes the microphone and tells the room', async () => {
    const user = userEvent.setup();
    await openCallPage({}, jsonResponse(200, aPass()));
    await joinCall(joinedAck());
    await screen.findByText('Joined Call');

    await user.click(screen.getByRole('button', { name: 'Mute' }));
    await user.click(screen.getByRole('button', { name: 'Turn camera off' }));

    const [stream] = devices.streams;
    expect(stream.getAudioTracks()[0]?.enabled).toBe(false);
    expect(stream.getVideoTracks()[0]?.enabled).toBe(false);
    expect(socket.sentOf('media-state')).toEqual([
      { roomId: ROOM_ID, audio: true, video: true },
      { roomId: ROOM_ID, audio: false, video: true },
      { roomId: ROOM_ID, audio: false, video: false },
    ]);
    expect(screen.getByText('You (Camera off)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  });

  it('leaves: stops the tracks, tells the room, disconnects and says so', async () => {
    const user = userEvent.setup();
    await openCallPage({}, jsonResponse(200, aPass()));
    await joinCall(joinedAck());
    await screen.findByText('Joined Call');
    act(() => socket.serverSends('signal', { from: 'peer-bea', signal: { type: 'offer', sdp: 'their-offer' } }));
    await waitFor(() => expect(FakePeerConnection.created).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Leave call' }));

    expect(await screen.findByText('Left Call')).toBeInTheDocument();
    expect(screen.getByText('You have left the video call.')).toBeInTheDocument();
    expect(socket.sentOf('leave-room')).toEqual([{ roomId: ROOM_ID }]);
    expect(socket.disconnected).toBe(true);
    expect(FakePeerConnection.created[0]?.closed).toBe(true);
    expect(devices.streams.flatMap((stream) => stream.getTracks()).every((t) => t.readyState === 'ended')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Ready to join?' })).toBeInTheDocument();
  });

  it('lets the host admit someone from a visible lobby queue, with a knock sound', async () => {
    const user = userEvent.setup();
    const tones: number[] = [];
    Object.assign(globalThis, { AudioContext: toneRecorder(tones) });
    await openCallPage({ isHost: true, isPublic: false }, jsonResponse(200, aPass({}, { isHost: true })));
    await joinCall(joinedAck([]));
    await screen.findByText('Joined Call');

    act(() =>
      socket.serverSends('lobby-updated', {
        waiting: [{ peerId: 'peer-cai', userId: 'user-cai', name: 'Cai', since: '2025-11-24T10:01:00.000Z' }],
      }),
    );

    const queue = screen.getByRole('region', { name: 'Waiting to join (1)' });
    expect(within(queue).getByText('Cai')).toBeInTheDocument();
    expect(tones).toHaveLength(2);

    await user.click(within(queue).getByRole('button', { name: 'Admit Cai' }));
    expect(socket.sentOf('admit')).toEqual([{ roomId: ROOM_ID, peerId: 'peer-cai' }]);

    act(() => socket.serverSends('lobby-updated', { waiting: [] }));
    expect(screen.queryByRole('region', { name: /Waiting to join/ })).not.toBeInTheDocument();
    expect(tones).toHaveLength(2);
  });

  it('switches to the camera picked in Settings on every connection', async () => {
    const user = userEvent.setup();
    await openCallPage({}, jsonResponse(200, aPass()));
    await joinCall(joinedAck());
    await screen.findByText('Joined Call');
    act(() => socket.serverSends('signal', { from: 'peer-bea', signal: { type: 'offer', sdp: 'their-offer' } }));
    await waitFor(() => expect(FakePeerConnection.created).toHaveLength(1));
    const [firstStream] = devices.streams;

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const camera = await screen.findByRole('combobox', { name: 'Camera' });
    await waitFor(() => expect(within(camera).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(camera, 'USB camera');

    await waitFor(() =>
      expect(FakePeerConnection.created[0]?.senders.map((sender) => sender.track?.deviceId)).toEqual([
        'default-audio',
        'usb-camera',
      ]),
    );
    expect(firstStream.getVideoTracks()[0]?.readyState).toBe('ended');
    expect(firstStream.getAudioTracks()[0]?.readyState).toBe('live');
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toHaveValue('default-audio');
  });

  it('lets the host remove a participant after confirming', async () => {
    const user = userEvent.setup();
    await openCallPage({ isHost: true }, jsonResponse(200, aPass({}, { isHost: true })));
    await joinCall(joinedAck([aParticipant({ peerId: 'peer-cai', userId: 'user-cai', name: 'Cai' })]));
    await screen.findByText('Joined Call');

    await user.click(screen.getByRole('button', { name: 'Remove Cai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Cai from the call?' });
    expect(socket.sentOf('remove-participant')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(socket.sentOf('remove-participant')).toEqual([{ roomId: ROOM_ID, peerId: 'peer-cai' }]);
  });

  it('offers no Remove to a member who is not the host', async () => {
    await openCallPage({}, jsonResponse(200, aPass()));
    await joinCall(joinedAck([aParticipant({ peerId: 'peer-cai', userId: 'user-cai', name: 'Cai' })]));
    await screen.findByText('Joined Call');

    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('keeps Join Call closed until 15 minutes before the start, then opens it', async () => {
    jest.useFakeTimers({ now: new Date('2025-11-24T09:40:00.000Z'), advanceTimers: true });
    await openCallPage({ status: 'scheduled' });

    expect(screen.getByRole('button', { name: 'Join Call' })).toBeDisabled();
    expect(screen.getByText(/^You can join from .*, 15 minutes before it starts\.$/)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(5 * 60 * 1000));
    expect(screen.getByRole('button', { name: 'Join Call' })).toBeEnabled();
  });

  it.each([
    ['completed', 'This meeting has ended.'],
    ['cancelled', 'This meeting was cancelled.'],
  ] as const)('closes Join Call for a %s meeting', async (status, reason) => {
    await openCallPage({ status });

    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Call' })).toBeDisabled();
    expect(devices.streams).toEqual([]);
  });

  it('says clearly when the meeting is too large for a direct call and no video server is configured', async () => {
    await openCallPage({ callMode: 'unavailable', maxParticipants: 10, directCallLimit: 6 });

    expect(screen.getByRole('note')).toHaveTextContent('only 6 can connect directly');
    expect(screen.getByRole('note')).toHaveTextContent('no video server is configured');
  });

  it('disconnects everything when the page goes away', async () => {
    await openCallPage({}, jsonResponse(200, aPass()));
    await joinCall(joinedAck());
    await screen.findByText('Joined Call');
    act(() => socket.serverSends('signal', { from: 'peer-bea', signal: { type: 'offer', sdp: 'their-offer' } }));
    await waitFor(() => expect(FakePeerConnection.created).toHaveLength(1));

    rendered.unmount();

    expect(socket.sentOf('leave-room')).toEqual([{ roomId: ROOM_ID }]);
    expect(socket.disconnected).toBe(true);
    expect(FakePeerConnection.created[0]?.closed).toBe(true);
    expect(devices.streams.flatMap((stream) => stream.getTracks()).every((t) => t.readyState === 'ended')).toBe(true);
  });
});

/** An AudioContext that records the frequency of each tone started. */
function toneRecorder(tones: number[]) {
  const node = () => ({ connect: (next: unknown) => next });
  return class {
    currentTime = 0;
    destination = {};
    createOscillator() {
      const oscillator = {
        ...node(),
        type: 'sine',
        frequency: { value: 0 },
        start: () => tones.push(oscillator.frequency.value),
        stop: () => undefined,
      };
      return oscillator;
    }
    createGain() {
      return { ...node(), gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined } };
    }
    resume() {
      return Promise.resolve();
    }
  };
}
