// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import type { FastifyInstance } from 'fastify';
import { graphRoutesTestApp } from '../../test/support/graph-routes-test-app';
import type { GraphRoutesOptions } from './graph-routes-options';
import { videoMeetingsRoutes } from './video-meetings.routes';

const MEETING_ID = '5b0c1f8e-2f4a-4c4e-9d1a-0a3f6c2e7b11';
const INVITATION_ID = '6c1d2a9f-3a5b-4d5f-8e2b-1b4a7d3f8c22';
const HOST_ID = '7d2e3b0a-4b6c-4e6a-9f3c-2c5b8e4a9d33';
const INVITEE_ID = '8e3f4c1b-5c7d-4f7b-8a4d-3d6c9f5b0e44';

const routes = (fastify: FastifyInstance, options: GraphRoutesOptions) =>
  videoMeetingsRoutes(fastify, { ...options, appUrl: 'https://village.test/' });
const meetingsApp = (answer: unknown, accessToken: string | null = 'token') =>
  graphRoutesTestApp(routes, answer, accessToken);

const GRAPH_MEETING = {
  id: MEETING_ID,
  title: 'Sleep; naps, and more',
  description: null,
  scheduledFor: '2030-03-10T11:00:00.000Z',
  duration: 45,
  maxParticipants: 6,
  isPublic: false,
  meetingType: 'support_group',
  status: 'scheduled',
  roomId: 'r4nd0m-R00m_id-abcdefg',
  hostId: HOST_ID,
  host: { id: HOST_ID, firstName: 'Hana', lastName: 'Hill' },
  isHost: true,
  invitationStatus: null,
  joinOpensAt: '2030-03-10T10:45:00.000Z',
  endsAt: '2030-03-10T11:45:00.000Z',
  callMode: 'sfu',
  directCallLimit: 4,
  createdAt: '2030-03-01T09:00:00.000Z',
  invitations: [{ id: INVITATION_ID, status: 'accepted', inviteeId: INVITEE_ID, invitee: null }],
};
const { invitations: _invitations, ...MEETING_WITHOUT_INVITATIONS } = GRAPH_MEETING;
const REST_MEETING = {
  ...MEETING_WITHOUT_INVITATIONS,
  invitations: [
    { id: INVITATION_ID, status: 'accepted', invitee: { id: INVITEE_ID, firstName: null, lastName: null } },
  ],
};
const GRAPH_INVITATION = {
  id: INVITATION_ID,
  status: 'pending',
  createdAt: '2030-03-01T09:05:00.000Z',
  inviterId: HOST_ID,
  inviter: { id: HOST_ID, firstName: 'Hana', lastName: 'Hill' },
  meeting: {
    id: MEETING_ID,
    title: 'Sleep',
    scheduledFor: '2030-03-10T11:00:00.000Z',
    duration: 45,
    roomId: 'r4nd0m-R00m_id-abcdefg',
    joinOpensAt: '2030-03-10T10:45:00.000Z',
  },
};
const { inviterId: _inviterId, ...REST_INVITATION } = GRAPH_INVITATION;

it('lists a tab through the graph, upcoming by default, not cached', async () => {
  const { app, asked } = await meetingsApp({ data: { videoMeetings: [GRAPH_MEETING] } });
  const response = await app.inject({ method: 'GET', url: `/api/video-meetings?hostId=${HOST_ID}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual([REST_MEETING]);
  expect(asked[0]?.variables).toEqual({ view: 'upcoming', hostId: HOST_ID });
});

it('refuses an unknown view and a host id that is no member id, without asking the graph', async () => {
  const { app, asked } = await meetingsApp({ data: { videoMeetings: [] } });
  const badView = await app.inject({ method: 'GET', url: '/api/video-meetings?view=soon' });
  expect(badView.statusCode).toBe(400);
  expect(badView.json()).toMatchObject({ message: "View must be 'upcoming', 'mine' or 'history'" });
  const badHost = await app.inject({ method: 'GET', url: '/api/video-meetings?hostId=nobody' });
  expect(badHost.statusCode).toBe(400);
  expect(asked).toEqual([]);
});

it('schedules with the defaults left to media, answering 201', async () => {
  const { app, asked } = await meetingsApp({ data: { scheduleVideoMeeting: GRAPH_MEETING } });
  const response = await app.inject({
    method: 'POST',
    url: '/api/video-meetings',
    payload: { title: 'Sleep', scheduledFor: '2030-03-10T11:00:00.000Z' },
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual(REST_MEETING);
  expect(asked[0]?.variables).toEqual({
    input: {
      title: 'Sleep',
      description: null,
      scheduledFor: '2030-03-10T11:00:00.000Z',
      duration: null,
      maxParticipants: null,
      isPublic: null,
      meetingType: null,
    },
  });
});

it("answers media's field message on a refused meeting", async () => {
  const refused = {
    data: null,
    errors: [
      {
        message: 'Choose a time in the future',
        extensions: {
          code: 'BAD_USER_INPUT',
          errorCode: 'MEETING_INVALID',
          fieldErrors: { scheduledFor: 'Choose a time in the future' },
        },
      },
    ],
  };
  const { app } = await meetingsApp(refused);
  const response = await app.inject({
    method: 'POST',
    url: '/api/video-meetings',
    payload: { title: 'Sleep', scheduledFor: '2020-01-01T00:00:00Z' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: 'Choose a time in the future' });
});

it.each([
  [{ duration: 30.5 }, 'Duration must be between 15 and 480 minutes'],
  [{ duration: '30' }, 'Duration must be between 15 and 480 minutes'],
  [{ maxParticipants: 2.5 }, 'Participants must be between 2 and 50'],
  [{ meetingType: 'party' }, 'Please choose a meeting type'],
])('refuses %j before asking the graph', async (overrides, message) => {
  const { app, asked } = await meetingsApp({ data: {} });
  const response = await app.inject({
    method: 'POST',
    url: '/api/video-meetings',
    payload: { title: 'Sleep', scheduledFor: '2030-03-10T11:00:00.000Z', ...overrides },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message });
  expect(asked).toEqual([]);
});

it('refuses a missing title and date with the spec messages', async () => {
  const { app, asked } = await meetingsApp({ data: {} });
  const noTitle = await app.inject({ method: 'POST', url: '/api/video-meetings', payload: { scheduledFor: 'x' } });
  expect(noTitle.statusCode).toBe(400);
  expect(noTitle.json()).toMatchObject({ message: 'Title is required' });
  const noDate = await app.inject({ method: 'POST', url: '/api/video-meetings', payload: { title: 'Sleep' } });
  expect(noDate.json()).toMatchObject({ message: 'Date and time is required' });
  expect(asked).toEqual([]);
});

it('answers 404 for a meeting the graph does not show, and for an id that is no uuid without asking', async () => {
  const { app, asked } = await meetingsApp({ data: { videoMeeting: null } });
  const hidden = await app.inject({ method: 'GET', url: `/api/video-meetings/${MEETING_ID}` });
  expect(hidden.statusCode).toBe(404);
  expect(hidden.json()).toMatchObject({ message: 'Meeting not found' });
  const nonsense = await app.inject({ method: 'GET', url: '/api/video-meetings/nonsense' });
  expect(nonsense.statusCode).toBe(404);
  expect(asked).toHaveLength(1);
});

it('cancels with 204', async () => {
  const { app, asked } = await meetingsApp({ data: { cancelVideoMeeting: true } });
  const response = await app.inject({ method: 'DELETE', url: `/api/video-meetings/${MEETING_ID}` });
  expect(response.statusCode).toBe(204);
  expect(response.body).toBe('');
  expect(asked[0]?.variables).toEqual({ id: MEETING_ID });
});

it('writes the calendar file with the call page as its URL', async () => {
  const { app } = await meetingsApp({ data: { videoMeeting: GRAPH_MEETING } });
  const response = await app.inject({ method: 'GET', url: `/api/video-meetings/${MEETING_ID}/calendar.ics` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.body).toContain('\r\nDTSTART:20300310T110000Z\r\n');
  expect(response.body).toContain('\r\nDTEND:20300310T114500Z\r\n');
  expect(response.body).toContain('\r\nSUMMARY:Sleep\\; naps\\, and more\r\n');
  expect(response.body).toContain(`\r\nUID:${MEETING_ID}@village-video-meetings\r\n`);
  expect(response.body.replace(/\r\n /g, '')).toContain('URL:https://village.test/video-call/r4nd0m-R00m_id-abcdefg');
});

it('invites with 201 and refuses an empty list before asking the graph', async () => {
  const { app, asked } = await meetingsApp({
    data: {
      inviteToVideoMeeting: [
        {
          id: INVITATION_ID,
          status: 'pending',
          inviteeId: INVITEE_ID,
          invitee: { id: INVITEE_ID, firstName: 'Ivy', lastName: 'Ash' },
        },
      ],
    },
  });
  const response = await app.inject({
    method: 'POST',
    url: `/api/video-meetings/${MEETING_ID}/invitations`,
    payload: { memberIds: [INVITEE_ID] },
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    invitations: [
      { id: INVITATION_ID, status: 'pending', invitee: { id: INVITEE_ID, firstName: 'Ivy', lastName: 'Ash' } },
    ],
  });
  const empty = await app.inject({
    method: 'POST',
    url: `/api/video-meetings/${MEETING_ID}/invitations`,
    payload: { memberIds: [] },
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toMatchObject({ message: 'Choose between 1 and 20 members to invite' });
  expect(asked).toHaveLength(1);
});

it('lists my invitations and answers them', async () => {
  const listed = await meetingsApp({ data: { myMeetingInvitations: [GRAPH_INVITATION] } });
  const list = await listed.app.inject({ method: 'GET', url: '/api/meeting-invitations' });
  expect(list.json()).toEqual([REST_INVITATION]);

  const accepted = await meetingsApp({
    data: { acceptMeetingInvitation: { ...GRAPH_INVITATION, status: 'accepted' } },
  });
  const accept = await accepted.app.inject({ method: 'POST', url: `/api/meeting-invitations/${INVITATION_ID}/accept` });
  expect(accept.statusCode).toBe(200);
  expect(accept.json()).toEqual({ ...REST_INVITATION, status: 'accepted' });
  expect(accepted.asked[0]?.query).toContain('acceptMeetingInvitation');

  const declined = await meetingsApp({
    data: { declineMeetingInvitation: { ...GRAPH_INVITATION, status: 'declined' } },
  });
  const decline = await declined.app.inject({
    method: 'POST',
    url: `/api/meeting-invitations/${INVITATION_ID}/decline`,
  });
  expect(decline.json()).toMatchObject({ status: 'declined' });

  const nonsense = await declined.app.inject({ method: 'POST', url: '/api/meeting-invitations/nonsense/accept' });
  expect(nonsense.statusCode).toBe(404);
  expect(nonsense.json()).toMatchObject({ message: 'Invitation not found' });
});

it("answers a call room's meeting, or 404", async () => {
  const found = await meetingsApp({ data: { videoMeetingByRoom: GRAPH_MEETING } });
  const response = await found.app.inject({ method: 'GET', url: '/api/video-calls/r4nd0m-R00m_id-abcdefg' });
  expect(response.json()).toEqual(REST_MEETING);
  expect(found.asked[0]?.variables).toEqual({ roomId: 'r4nd0m-R00m_id-abcdefg' });
  const hidden = await meetingsApp({ data: { videoMeetingByRoom: null } });
  expect((await hidden.app.inject({ method: 'GET', url: '/api/video-calls/unknown' })).statusCode).toBe(404);
});

it('refuses visitors with 401', async () => {
  const { app, asked } = await meetingsApp({ data: {} }, null);
  for (const url of ['/api/video-meetings', '/api/meeting-invitations', '/api/video-calls/room']) {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  }
  expect(asked).toEqual([]);
});
