import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid } from '@village/kit/ids';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { calendarFile } from './calendar.ics';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  ACCEPT_MEETING_INVITATION,
  CANCEL_VIDEO_MEETING,
  DECLINE_MEETING_INVITATION,
  INVITE_TO_VIDEO_MEETING,
  MY_MEETING_INVITATIONS_QUERY,
  SCHEDULE_VIDEO_MEETING,
  VIDEO_MEETING_BY_ROOM_QUERY,
  VIDEO_MEETING_QUERY,
  VIDEO_MEETINGS_QUERY,
  type GraphHostInvitation,
  type GraphMeetingInvitation,
  type GraphPerson,
  type GraphVideoMeeting,
} from './video-meetings.graph';
import {
  acceptMeetingInvitationRouteSchema,
  cancelVideoMeetingRouteSchema,
  declineMeetingInvitationRouteSchema,
  inviteToVideoMeetingRouteSchema,
  listVideoMeetingsRouteSchema,
  myMeetingInvitationsRouteSchema,
  scheduleVideoMeetingRouteSchema,
  videoCallMeetingRouteSchema,
  videoMeetingCalendarRouteSchema,
  videoMeetingRouteSchema,
  type MeetingInvitationJson,
  type VideoMeetingJson,
} from './video-meetings.schemas';

export interface VideoMeetingsRoutesOptions extends GraphRoutesOptions {
  /** The web app's address: the calendar file links to the meeting's call page. */
  appUrl: string;
}

const meetingNotFound = () => new UpstreamRefusal(404, { message: 'Meeting not found', code: 'MEETING_NOT_FOUND' });
const invitationNotFound = () =>
  new UpstreamRefusal(404, { message: 'Invitation not found', code: 'INVITATION_NOT_FOUND' });

/** A meeting id is a uuid: anything else names no meeting (404, as media would answer, without asking it). */
function meetingIdOf(id: string): string {
  if (!isUuid(id)) throw meetingNotFound();
  return id;
}

function invitationIdOf(id: string): string {
  if (!isUuid(id)) throw invitationNotFound();
  return id;
}

const personOf = (id: string, person: GraphPerson) => ({
  id,
  firstName: person?.firstName ?? null,
  lastName: person?.lastName ?? null,
});

const hostInvitationJson = (invitation: GraphHostInvitation) => ({
  id: invitation.id,
  status: invitation.status,
  invitee: personOf(invitation.inviteeId, invitation.invitee),
});

export const meetingJson = (meeting: GraphVideoMeeting): VideoMeetingJson => ({
  id: meeting.id,
  title: meeting.title,
  description: meeting.description,
  scheduledFor: meeting.scheduledFor,
  duration: meeting.duration,
  maxParticipants: meeting.maxParticipants,
  isPublic: meeting.isPublic,
  meetingType: meeting.meetingType,
  status: meeting.status,
  roomId: meeting.roomId,
  hostId: meeting.hostId,
  host: personOf(meeting.hostId, meeting.host),
  isHost: meeting.isHost,
  invitationStatus: meeting.invitationStatus,
  joinOpensAt: meeting.joinOpensAt,
  endsAt: meeting.endsAt,
  callMode: meeting.callMode,
  directCallLimit: meeting.directCallLimit,
  createdAt: meeting.createdAt,
  invitations: meeting.invitations.map(hostInvitationJson),
});

const invitationJson = (invitation: GraphMeetingInvitation): MeetingInvitationJson => ({
  id: invitation.id,
  status: invitation.status,
  createdAt: invitation.createdAt,
  meeting: invitation.meeting,
  inviter: personOf(invitation.inviterId, invitation.inviter),
});

/** The /api/video-meetings and /api/meeting-invitations calls, and a call room's meeting, through media's graph. */
export async function videoMeetingsRoutes(
  fastify: FastifyInstance,
  options: VideoMeetingsRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);
  const oneMeeting = async (request: FastifyRequest, meetingId: string): Promise<GraphVideoMeeting> => {
    const context = signedIn(request);
    const data = await executeGraph<{ videoMeeting: GraphVideoMeeting | null }>(
      options.graph,
      VIDEO_MEETING_QUERY,
      { id: meetingIdOf(meetingId) },
      context,
    );
    if (!data.videoMeeting) throw meetingNotFound();
    return data.videoMeeting;
  };

  app.get('/api/video-meetings', { schema: listVideoMeetingsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ videoMeetings: GraphVideoMeeting[] }>(
      options.graph,
      VIDEO_MEETINGS_QUERY,
      { view: request.query.view ?? 'upcoming', hostId: request.query.hostId ?? null },
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send(data.videoMeetings.map(meetingJson));
  });

  app.post('/api/video-meetings', { schema: scheduleVideoMeetingRouteSchema }, async (request, reply) => {
    const body = request.body;
    const data = await executeGraph<{ scheduleVideoMeeting: GraphVideoMeeting }>(
      options.graph,
      SCHEDULE_VIDEO_MEETING,
      {
        input: {
          title: body.title,
          description: body.description ?? null,
          scheduledFor: body.scheduledFor,
          duration: body.duration ?? null,
          maxParticipants: body.maxParticipants ?? null,
          isPublic: body.isPublic ?? null,
          meetingType: body.meetingType ?? null,
        },
      },
      signedIn(request),
    );
    return reply.status(201).send(meetingJson(data.scheduleVideoMeeting));
  });

  app.get('/api/video-meetings/:meetingId', { schema: videoMeetingRouteSchema }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(meetingJson(await oneMeeting(request, request.params.meetingId))),
  );

  app.delete('/api/video-meetings/:meetingId', { schema: cancelVideoMeetingRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    await executeGraph<{ cancelVideoMeeting: boolean }>(
      options.graph,
      CANCEL_VIDEO_MEETING,
      { id: meetingIdOf(request.params.meetingId) },
      context,
    );
    return reply.status(204).send(null);
  });

  app.get(
    '/api/video-meetings/:meetingId/calendar.ics',
    { schema: videoMeetingCalendarRouteSchema },
    async (request, reply) => {
      const meeting = await oneMeeting(request, request.params.meetingId);
      const url = `${options.appUrl.replace(/\/$/, '')}/video-call/${meeting.roomId}`;
      const calendar = calendarFile(
        {
          uid: `${meeting.id}@village-video-meetings`,
          start: meeting.scheduledFor,
          end: meeting.endsAt,
          summary: meeting.title,
          description: meeting.description ?? '',
          location: 'Village video call',
          url,
        },
        'Video meetings',
        new Date(),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="village-meeting-${meeting.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(calendar);
    },
  );

  app.post(
    '/api/video-meetings/:meetingId/invitations',
    { schema: inviteToVideoMeetingRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const data = await executeGraph<{ inviteToVideoMeeting: GraphHostInvitation[] }>(
        options.graph,
        INVITE_TO_VIDEO_MEETING,
        { meetingId: meetingIdOf(request.params.meetingId), memberIds: request.body.memberIds },
        context,
      );
      return reply.status(201).send({ invitations: data.inviteToVideoMeeting.map(hostInvitationJson) });
    },
  );

  app.get('/api/meeting-invitations', { schema: myMeetingInvitationsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ myMeetingInvitations: GraphMeetingInvitation[] }>(
      options.graph,
      MY_MEETING_INVITATIONS_QUERY,
      {},
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send(data.myMeetingInvitations.map(invitationJson));
  });

  app.post(
    '/api/meeting-invitations/:invitationId/accept',
    { schema: acceptMeetingInvitationRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const data = await executeGraph<{ acceptMeetingInvitation: GraphMeetingInvitation }>(
        options.graph,
        ACCEPT_MEETING_INVITATION,
        { id: invitationIdOf(request.params.invitationId) },
        context,
      );
      return reply.send(invitationJson(data.acceptMeetingInvitation));
    },
  );

  app.post(
    '/api/meeting-invitations/:invitationId/decline',
    { schema: declineMeetingInvitationRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const data = await executeGraph<{ declineMeetingInvitation: GraphMeetingInvitation }>(
        options.graph,
        DECLINE_MEETING_INVITATION,
        { id: invitationIdOf(request.params.invitationId) },
        context,
      );
      return reply.send(invitationJson(data.declineMeetingInvitation));
    },
  );

  app.get('/api/video-calls/:roomId', { schema: videoCallMeetingRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ videoMeetingByRoom: GraphVideoMeeting | null }>(
      options.graph,
      VIDEO_MEETING_BY_ROOM_QUERY,
      { roomId: request.params.roomId },
      context,
    );
    if (!data.videoMeetingByRoom) throw meetingNotFound();
    return reply.header('cache-control', 'no-store').send(meetingJson(data.videoMeetingByRoom));
  });
}
