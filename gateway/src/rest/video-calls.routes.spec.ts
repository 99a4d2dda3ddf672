// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { graphRoutesTestApp, type AskedOperation } from '../../test/support/graph-routes-test-app';
import { videoCallsRoutes } from './video-calls.routes';

const ROOM_ID = 'r4nd0m-R00m_id-abcdefg';
const HOST_ID = '7d2e3b0a-4b6c-4e6a-9f3c-2c5b8e4a9d33';
const GRAPH_MEETING = {
  id: '5b0c1f8e-2f4a-4c4e-9d1a-0a3f6c2e7b11',
  title: 'Sleep',
  description: null,
  scheduledFor: '2030-03-10T11:00:00.000Z',
  duration: 45,
  maxParticipants: 3,
  isPublic: false,
  meetingType: 'support_group',
  status: 'active',
  roomId: ROOM_ID,
  hostId: HOST_ID,
  host: { id: HOST_ID, firstName: 'Hana', lastName: 'Hill' },
  isHost: false,
  invitationStatus: 'accepted',
  joinOpensAt: '2030-03-10T10:45:00.000Z',
  endsAt: '2030-03-10T11:45:00.000Z',
  callMode: 'mesh',
  directCallLimit: 4,
  createdAt: '2030-03-01T09:00:00.000Z',
  invitations: [],
};
const GRAPH_PASS = {
  token: 'header.claims.signature',
  expiresAt: '2030-03-10T10:52:00.000Z',
  mode: 'mesh',
  lobby: true,
  socketPath: '/api/video-calls/socket',
  iceServers: [
    { urls: ['stun:stun.village.test:3478'], username: null, credential: null },
    { urls: ['turn:turn.village.test:3478', 'turns:turn.village.test:5349'], username: '1:member', credential: 'c2' },
  ],
  meeting: GRAPH_MEETING,
};

const refusal = (message: string, code: string, errorCode: string) => ({
  data: null,
  errors: [{ message, extensions: { code, errorCode } }],
});

const join = async (answer: unknown, accessToken: string | null = 'token') => {
  const { app, asked } = await graphRoutesTestApp(videoCallsRoutes, answer, accessToken);
  const response = await app.inject({ method: 'POST', url: `/api/video-calls/${ROOM_ID}/join` });
  return { response, asked };
};

it('answers the pass, the ICE servers as RTCIceServer takes them, and the meeting; never cached', async () => {
  const { response, asked } = await join({ data: { joinVideoCall: GRAPH_PASS } });

  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({
    token: 'header.claims.signature',
    expiresAt: '2030-03-10T10:52:00.000Z',
    mode: 'mesh',
    lobby: true,
    socketPath: '/api/video-calls/socket',
    iceServers: [
      { urls: 'stun:stun.village.test:3478' },
      { urls: ['turn:turn.village.test:3478', 'turns:turn.village.test:5349'], username: '1:member', credential: 'c2' },
    ],
    meeting: { ...GRAPH_MEETING, invitations: [] },
  });
  expect(asked[0]?.variables).toEqual({ roomId: ROOM_ID });
});

it('tells a visitor to sign in, without asking the graph', async () => {
  const { response, asked } = await join({ data: null }, null);

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: 'Please sign in to join the video call', code: 'NOT_SIGNED_IN' });
  expect(asked).toEqual([]);
});

it.each([
  [404, 'Meeting not found', 'NOT_FOUND', 'MEETING_NOT_FOUND'],
  [403, 'You are not invited to this meeting.', 'FORBIDDEN', 'CALL_NOT_INVITED'],
  [403, 'The host removed you from this meeting.', 'FORBIDDEN', 'CALL_REMOVED'],
  [409, 'This meeting has ended.', 'CONFLICT', 'CALL_ENDED'],
  [409, 'This meeting was cancelled.', 'CONFLICT', 'CALL_CANCELLED'],
])('relays media refusing with %i: %s', async (status, message, code, errorCode) => {
  const { response } = await join(refusal(message, code, errorCode));

  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message, code: errorCode });
});

it('says when joining opens for a meeting not open yet', async () => {
  const answer = (operation: AskedOperation) =>
    operation.query.includes('joinVideoCall')
      ? refusal('This meeting opens for joining 15 minutes before it starts.', 'CONFLICT', 'CALL_NOT_OPEN')
      : { data: { videoMeetingByRoom: { joinOpensAt: '2030-03-10T10:45:00.000Z' } } };

  const { response } = await join(answer);

  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    message: 'This meeting opens for joining 15 minutes before it starts.',
    code: 'CALL_NOT_OPEN',
    opensAt: '2030-03-10T10:45:00.000Z',
  });
});
