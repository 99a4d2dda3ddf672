const PERSON = 'id firstName lastName';

/** A meeting as the REST routes answer it (the call join answer too). */
export const MEETING = `id title description scheduledFor duration maxParticipants isPublic meetingType status roomId hostId
  host { ${PERSON} } isHost invitationStatus joinOpensAt endsAt callMode directCallLimit createdAt
  invitations { id status inviteeId invitee { ${PERSON} } }`;

const INVITATION = `id status createdAt inviterId inviter { ${PERSON} }
  meeting { id title scheduledFor duration roomId joinOpensAt }`;

export const VIDEO_MEETINGS_QUERY = `query VideoMeetings($view: String, $hostId: ID) {
  videoMeetings(view: $view, hostId: $hostId) { ${MEETING} }
}`;
export const VIDEO_MEETING_QUERY = `query VideoMeeting($id: ID!) { videoMeeting(id: $id) { ${MEETING} } }`;
export const VIDEO_MEETING_BY_ROOM_QUERY = `query VideoMeetingByRoom($roomId: String!) {
  videoMeetingByRoom(roomId: $roomId) { ${MEETING} }
}`;
export const SCHEDULE_VIDEO_MEETING = `mutation ScheduleVideoMeeting($input: ScheduleVideoMeetingInput!) {
  scheduleVideoMeeting(input: $input) { ${MEETING} }
}`;
export const CANCEL_VIDEO_MEETING = 'mutation CancelVideoMeeting($id: ID!) { cancelVideoMeeting(id: $id) }';
export const INVITE_TO_VIDEO_MEETING = `mutation InviteToVideoMeeting($meetingId: ID!, $memberIds: [ID!]!) {
  inviteToVideoMeeting(meetingId: $meetingId, memberIds: $memberIds) { id status inviteeId invitee { ${PERSON} } }
}`;
export const MY_MEETING_INVITATIONS_QUERY = `query MyMeetingInvitations { myMeetingInvitations { ${INVITATION} } }`;
export const ACCEPT_MEETING_INVITATION = `mutation AcceptMeetingInvitation($id: ID!) {
  acceptMeetingInvitation(id: $id) { ${INVITATION} }
}`;
export const DECLINE_MEETING_INVITATION = `mutation DeclineMeetingInvitation($id: ID!) {
  declineMeetingInvitation(id: $id) { ${INVITATION} }
}`;

/** A member as identity resolves them; null when identity does not show them to the caller. */
export type GraphPerson = { id: string; firstName: string; lastName: string } | null;

export interface GraphHostInvitation {
  id: string;
  status: 'pending' | 'accepted' | 'declined';
  inviteeId: string;
  invitee: GraphPerson;
}

/** A video meeting as the graph answers it. */
export interface GraphVideoMeeting {
  id: string;
  title: string;
  description: string | null;
  scheduledFor: string;
  duration: number;
  maxParticipants: number;
  isPublic: boolean;
  meetingType: 'general' | 'playdate' | 'consultation' | 'support_group';
  status: 'scheduled' | 'active' | 'completed' | 'cancelled';
  roomId: string;
  hostId: string;
  host: GraphPerson;
  isHost: boolean;
  invitationStatus: 'pending' | 'accepted' | 'declined' | null;
  joinOpensAt: string;
  endsAt: string;
  callMode: 'mesh' | 'sfu' | 'unavailable';
  directCallLimit: number;
  createdAt: string;
  invitations: GraphHostInvitation[];
}

/** An invitation as its invitee reads it. */
export interface GraphMeetingInvitation {
  id: string;
  status: 'pending' | 'accepted' | 'declined';
  createdAt: string;
  inviterId: string;
  inviter: GraphPerson;
  meeting: { id: string; title: string; scheduledFor: string; duration: number; roomId: string; joinOpensAt: string };
}
