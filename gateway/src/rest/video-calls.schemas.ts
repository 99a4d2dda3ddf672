import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse } from '../errors/error-response.schema';
import { roomIdParams, videoMeetingSchema } from './video-meetings.schemas';

export const iceServerSchema = z
  .object({
    urls: z.union([z.string(), z.array(z.string())]).describe('stun:, turn: or turns: URLs.'),
    username: z.string().optional().describe('TURN only: "<expiry unix seconds>:<member id>" when time-limited.'),
    credential: z.string().optional(),
  })
  .describe('An RTCIceServer, from configuration only.')
  .meta({ id: 'IceServer' });

export const videoCallJoinSchema = z
  .object({
    token: z.string().describe('The call pass: admits the socket.io connection (auth.token) until expiresAt.'),
    expiresAt: z.string().describe('ISO 8601; two minutes after the join.'),
    mode: z.enum(['mesh', 'sfu']).describe('mesh: browser to browser (up to 4); sfu: LiveKit (livekit in join-room).'),
    lobby: z.boolean().describe('Whether the member waits in the lobby until the host admits them.'),
    socketPath: z.literal('/api/video-calls/socket').describe("socket.io's path (WebSocket transport only)."),
    iceServers: z.array(iceServerSchema),
    meeting: videoMeetingSchema,
  })
  .meta({ id: 'VideoCallJoin' });

export type VideoCallJoinJson = z.infer<typeof videoCallJoinSchema>;

export const joinVideoCallRouteSchema = {
  summary: "Joins a meeting's call: a 2-minute call pass, the mode, the lobby and the ICE servers",
  description:
    'The host, members who accepted, and any member for a public meeting; from 15 minutes before the start until ' +
    'the meeting is completed or cancelled; never a member the host removed.',
  tags: ['video-calls'],
  params: roomIdParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(videoCallJoinSchema, 'The pass and what the call page needs.'),
    ...COMMON_ERRORS,
    400: errorResponse('The request is malformed.'),
    401: errorResponse("'Please sign in to join the video call' (NOT_SIGNED_IN)."),
    403: errorResponse(
      "'You are not invited to this meeting.' (CALL_NOT_INVITED), 'The host removed you from this meeting.' " +
        '(CALL_REMOVED), or a missing CSRF token.',
    ),
    404: errorResponse("'Meeting not found' (MEETING_NOT_FOUND): unknown, private to others, or across a block."),
    409: errorResponse(
      "'This meeting opens for joining 15 minutes before it starts.' (CALL_NOT_OPEN, with opensAt), " +
        "'This meeting has ended.' (CALL_ENDED) or 'This meeting was cancelled.' (CALL_CANCELLED).",
    ),
    429: errorResponse('Too many requests from this address or account; the Retry-After header says when to retry.'),
  },
};
