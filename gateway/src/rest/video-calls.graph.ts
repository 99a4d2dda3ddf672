import { MEETING, type GraphVideoMeeting } from './video-meetings.graph';

export const JOIN_VIDEO_CALL = `mutation JoinVideoCall($roomId: String!) {
  joinVideoCall(roomId: $roomId) {
    token expiresAt mode lobby socketPath
    iceServers { urls username credential }
    meeting { ${MEETING} }
  }
}`;

export const CALL_OPENS_AT_QUERY = `query VideoCallOpensAt($roomId: String!) {
  videoMeetingByRoom(roomId: $roomId) { joinOpensAt }
}`;

/** A call pass as media's graph answers it. */
export interface GraphVideoCallPass {
  token: string;
  expiresAt: string;
  mode: 'mesh' | 'sfu';
  lobby: boolean;
  socketPath: string;
  iceServers: Array<{ urls: string[]; username: string | null; credential: string | null }>;
  meeting: GraphVideoMeeting;
}
