import { callModeFor, type CallCapacity } from './call-mode';
import type { InvitationRow, MeetingRow } from './meeting-queries';
import { endsAt, joinOpensAt } from './meeting-words';
import type { MeetingInvitationModel, VideoMeetingModel } from './video-meeting.model';

/** A meeting as `viewerId` reads it; `invitations` is filled by its field resolver, for the host only. */
export const meetingView = (viewerId: string, meeting: MeetingRow, capacity: CallCapacity): VideoMeetingModel => ({
  id: meeting.id,
  title: meeting.title,
  description: meeting.description,
  scheduledFor: meeting.scheduledFor,
  duration: meeting.durationMinutes,
  maxParticipants: meeting.maxParticipants,
  isPublic: meeting.isPublic,
  meetingType: meeting.meetingType,
  status: meeting.status,
  roomId: meeting.roomId,
  hostId: meeting.hostId,
  host: { id: meeting.hostId },
  isHost: meeting.hostId === viewerId,
  invitationStatus: meeting.invitationStatus,
  joinOpensAt: joinOpensAt(meeting.scheduledFor),
  endsAt: endsAt(meeting.scheduledFor, meeting.durationMinutes),
  callMode: callModeFor(meeting.maxParticipants, capacity),
  directCallLimit: capacity.meshMax,
  createdAt: meeting.createdAt,
  invitations: [],
});

export const invitationView = (
  viewerId: string,
  invitation: InvitationRow,
  capacity: CallCapacity,
): MeetingInvitationModel => ({
  id: invitation.id,
  status: invitation.status,
  createdAt: invitation.createdAt,
  meeting: meetingView(viewerId, invitation.meeting, capacity),
  inviterId: invitation.inviterId,
  inviter: { id: invitation.inviterId },
});
