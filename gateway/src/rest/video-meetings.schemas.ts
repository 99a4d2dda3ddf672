import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';

export const MEETING_TYPES = ['general', 'playdate', 'consultation', 'support_group'] as const;
const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;

const personSchema = z
  .object({
    id: z.string(),
    firstName: z.string().nullable().describe('Null when identity does not show the member to the caller.'),
    lastName: z.string().nullable().describe('Null when identity does not show the member to the caller.'),
  })
  .meta({ id: 'MeetingPerson' });

export const hostInvitationSchema = z
  .object({
    id: z.string(),
    status: z.enum(INVITATION_STATUSES),
    invitee: personSchema,
  })
  .meta({ id: 'VideoMeetingInvitation' });

export const videoMeetingSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    scheduledFor: z.string().describe('ISO 8601.'),
    duration: z.number().int().describe('Minutes, 15 to 480.'),
    maxParticipants: z.number().int().describe('2 to 50.'),
    isPublic: z.boolean().describe('Any member may see and join it; otherwise the host and invitees only.'),
    meetingType: z.enum(MEETING_TYPES),
    status: z.enum(['scheduled', 'active', 'completed', 'cancelled']),
    roomId: z.string().describe('Names the call: /video-call/{roomId}.'),
    hostId: z.string(),
    host: personSchema,
    isHost: z.boolean().describe('Whether the signed-in member hosts it.'),
    invitationStatus: z
      .enum(INVITATION_STATUSES)
      .nullable()
      .describe("The signed-in member's invitation; null when not invited."),
    joinOpensAt: z.string().describe('ISO 8601: 15 minutes before scheduledFor.'),
    endsAt: z.string().describe('ISO 8601: scheduledFor plus the duration.'),
    callMode: z
      .enum(['mesh', 'sfu', 'unavailable'])
      .describe('mesh (up to 4), sfu (LiveKit), or unavailable (over 4 and no SFU configured: a mesh of 4 at most).'),
    directCallLimit: z.number().int().describe('How many people a direct (mesh) call holds here.'),
    createdAt: z.string().describe('ISO 8601.'),
    invitations: z.array(hostInvitationSchema).describe('For the host only; empty for anyone else.'),
  })
  .meta({ id: 'VideoMeeting' });

export type VideoMeetingJson = z.infer<typeof videoMeetingSchema>;

export const meetingInvitationSchema = z
  .object({
    id: z.string(),
    status: z.enum(INVITATION_STATUSES),
    createdAt: z.string().describe('ISO 8601.'),
    meeting: z.object({
      id: z.string(),
      title: z.string(),
      scheduledFor: z.string().describe('ISO 8601.'),
      duration: z.number().int(),
      roomId: z.string(),
      joinOpensAt: z.string().describe('ISO 8601.'),
    }),
    inviter: personSchema,
  })
  .meta({ id: 'MeetingInvitation' });

export type MeetingInvitationJson = z.infer<typeof meetingInvitationSchema>;

export const videoMeetingsQuerySchema = z.object({
  view: z
    .enum(['upcoming', 'mine', 'history'], { error: "View must be 'upcoming', 'mine' or 'history'" })
    .optional()
    .describe('upcoming (the default), mine (hosted by me) or history.'),
  hostId: z.uuid({ error: 'hostId must be a member id' }).optional().describe("Only this host's meetings."),
});

export const scheduleVideoMeetingBodySchema = z.object(
  {
    title: formText('Title', 1000, { missing: 'Title is required' }).describe('1 to 100 characters.'),
    description: formText('Description', 5000).nullable().optional().describe('Up to 1000 characters.'),
    scheduledFor: formText('Date and time', 100, { missing: 'Date and time is required' }).describe(
      'ISO 8601; in the future.',
    ),
    duration: z
      .number({ error: 'Duration must be between 15 and 480 minutes' })
      .int('Duration must be between 15 and 480 minutes')
      .optional()
      .describe('Minutes, 15 to 480; 60 when not given.'),
    maxParticipants: z
      .number({ error: 'Participants must be between 2 and 50' })
      .int('Participants must be between 2 and 50')
      .optional()
      .describe('2 to 50; 10 when not given.'),
    isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional().describe('true when not given.'),
    meetingType: z
      .enum(MEETING_TYPES, { error: 'Please choose a meeting type' })
      .optional()
      .describe('general when not given.'),
  },
  { error: 'Send the meeting as a JSON object.' },
);

export const inviteBodySchema = z.object(
  {
    memberIds: z
      .array(z.string({ error: 'You cannot invite this member.' }).max(100, 'You cannot invite this member.'), {
        error: 'memberIds must be a list of member ids',
      })
      .min(1, 'Choose between 1 and 20 members to invite')
      .max(20, 'Choose between 1 and 20 members to invite'),
  },
  { error: 'Send the invitation as a JSON object.' },
);

export const meetingIdParams = z.object({ meetingId: z.string().max(100) });
export const invitationIdParams = z.object({ invitationId: z.string().max(100) });
export const roomIdParams = z.object({ roomId: z.string().max(100) });

const SIGNED_OUT = errorResponse('Not signed in.');
const MEETING_NOT_FOUND = errorResponse('Meeting not found: unknown, private to others, or across a block.');
const INVITATION_NOT_FOUND = errorResponse('Invitation not found: unknown or addressed to someone else.');
const TAGS = ['video-meetings'];

export const listVideoMeetingsRouteSchema = {
  summary: 'The meetings of one tab (at most 100), optionally of one host',
  tags: TAGS,
  querystring: videoMeetingsQuerySchema,
  response: {
    200: jsonResponse(z.array(videoMeetingSchema), 'The meetings.'),
    ...COMMON_ERRORS,
    400: errorResponse('Unknown view or host id.'),
    401: SIGNED_OUT,
  },
};

export const scheduleVideoMeetingRouteSchema = {
  summary: 'Schedules a meeting the member hosts',
  tags: TAGS,
  body: scheduleVideoMeetingBodySchema,
  response: {
    201: jsonResponse(videoMeetingSchema, 'Created.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
  },
};

export const videoMeetingRouteSchema = {
  summary: 'One meeting (with its invitations for the host)',
  tags: TAGS,
  params: meetingIdParams,
  querystring: noQuery,
  response: {
    200: jsonResponse(videoMeetingSchema, 'The meeting.'),
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
    404: MEETING_NOT_FOUND,
  },
};

export const cancelVideoMeetingRouteSchema = {
  summary: 'The host deletes (cancels) the meeting; invitees who had not declined are emailed',
  tags: TAGS,
  params: meetingIdParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    204: z.null().describe('Cancelled.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    404: errorResponse('Meeting not found, or not hosted by the member.'),
  },
};

export const videoMeetingCalendarRouteSchema = {
  summary: 'One meeting as an iCalendar file, for a calendar app',
  tags: TAGS,
  params: meetingIdParams,
  querystring: noQuery,
  response: {
    200: {
      description: 'An iCalendar (RFC 5545) file with one VEVENT.',
      content: { 'text/calendar': { schema: z.string() } },
    },
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
    404: MEETING_NOT_FOUND,
  },
};

export const inviteToVideoMeetingRouteSchema = {
  summary: 'The host invites 1 to 20 members (each emailed); members already invited are skipped',
  tags: TAGS,
  params: meetingIdParams,
  body: inviteBodySchema,
  response: {
    201: jsonResponse(
      z.object({ invitations: z.array(hostInvitationSchema) }),
      "The named members' invitations, new and earlier.",
    ),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    404: errorResponse('Meeting not found, or not hosted by the member.'),
    409: errorResponse('The meeting was cancelled or has ended.'),
  },
};

export const myMeetingInvitationsRouteSchema = {
  summary: "The member's pending invitations to meetings neither cancelled nor ended",
  tags: TAGS,
  querystring: noQuery,
  response: {
    200: jsonResponse(z.array(meetingInvitationSchema), 'The invitations, soonest meeting first.'),
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
  },
};

const answerRouteSchema = (answer: 'accept' | 'decline') => ({
  summary: `The invitee ${answer}s; the host is emailed`,
  tags: TAGS,
  params: invitationIdParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(meetingInvitationSchema, 'The invitation with its answer.'),
    ...WRITE_ERRORS,
    401: SIGNED_OUT,
    404: INVITATION_NOT_FOUND,
    409: errorResponse('The meeting was cancelled or has ended.'),
  },
});

export const acceptMeetingInvitationRouteSchema = answerRouteSchema('accept');
export const declineMeetingInvitationRouteSchema = answerRouteSchema('decline');

export const videoCallMeetingRouteSchema = {
  summary: "The meeting of a call room (the call page's header)",
  tags: ['video-calls'],
  params: roomIdParams,
  querystring: noQuery,
  response: {
    200: jsonResponse(videoMeetingSchema, 'The meeting.'),
    ...COMMON_ERRORS,
    401: SIGNED_OUT,
    404: MEETING_NOT_FOUND,
  },
};
