import { apiRequest, fetchJson } from '../../api/api-request';

export const VIDEO_MEETINGS_URL = '/api/video-meetings';
export const MEETING_INVITATIONS_URL = '/api/meeting-invitations';
export const MEMBER_SEARCH_URL = '/api/members/search';

export const MEETING_TYPES = ['general', 'playdate', 'consultation', 'support_group'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export type MeetingStatus = 'scheduled' | 'active' | 'completed' | 'cancelled';
export type InvitationStatus = 'pending' | 'accepted' | 'declined';
/** mesh: browser to browser (up to 4); sfu: through LiveKit; unavailable: too big for mesh and no SFU configured. */
export type CallMode = 'mesh' | 'sfu' | 'unavailable';
/** The lists the server keeps (the invitations tab reads /api/meeting-invitations instead). */
export type MeetingView = 'upcoming' | 'mine' | 'history';

/** A member as media and identity name them. */
export interface MemberName {
  id: string;
  firstName: string;
  lastName: string | null;
}

/** A meeting as the gateway's /api/video-meetings routes return it. */
export interface VideoMeeting {
  id: string;
  title: string;
  description: string | null;
  /** ISO 8601. */
  scheduledFor: string;
  /** Minutes. */
  duration: number;
  maxParticipants: number;
  isPublic: boolean;
  meetingType: MeetingType;
  status: MeetingStatus;
  roomId: string;
  hostId: string;
  host: MemberName;
  isHost: boolean;
  invitationStatus: InvitationStatus | null;
  /** scheduledFor − 15 minutes. */
  joinOpensAt: string;
  /** scheduledFor + duration. */
  endsAt: string;
  callMode: CallMode;
  /** How many people a direct call holds here. */
  directCallLimit: number;
  createdAt: string;
}

/** One invitation to a meeting, as its host sees it. */
export interface HostInvitation {
  id: string;
  status: InvitationStatus;
  invitee: MemberName;
}

export interface VideoMeetingDetail extends VideoMeeting {
  /** Only the host gets the list; everyone else gets []. */
  invitations: HostInvitation[];
}

/** One invitation, as the member invited sees it. */
export interface MeetingInvitation {
  id: string;
  status: InvitationStatus;
  createdAt: string;
  meeting: Pick<VideoMeeting, 'id' | 'title' | 'scheduledFor' | 'duration' | 'roomId' | 'joinOpensAt'>;
  inviter: MemberName;
}

export interface NewVideoMeeting {
  title: string;
  description?: string;
  /** ISO 8601. */
  scheduledFor: string;
  duration: number;
  maxParticipants: number;
  isPublic: boolean;
  meetingType: MeetingType;
}

export interface FoundMember extends MemberName {
  profileImageUrl: string | null;
}

const meetingUrl = (id: string) => `${VIDEO_MEETINGS_URL}/${encodeURIComponent(id)}`;
const invitationUrl = (id: string) => `${MEETING_INVITATIONS_URL}/${encodeURIComponent(id)}`;

export const calendarFileUrl = (id: string) => `${meetingUrl(id)}/calendar.ics`;

/** The call page of a meeting's room (built by the call feature). */
export const callPageUrl = (roomId: string) => `/video-call/${encodeURIComponent(roomId)}`;

export const getVideoMeetings = (view: MeetingView, signal?: AbortSignal): Promise<VideoMeeting[]> =>
  fetchJson<VideoMeeting[]>(`${VIDEO_MEETINGS_URL}?view=${view}`, { signal });

export const getVideoMeeting = (id: string, signal?: AbortSignal): Promise<VideoMeetingDetail> =>
  fetchJson<VideoMeetingDetail>(meetingUrl(id), { signal });

export const createVideoMeeting = (meeting: NewVideoMeeting): Promise<VideoMeeting> =>
  fetchJson<VideoMeeting>(VIDEO_MEETINGS_URL, { method: 'POST', json: meeting });

export const deleteVideoMeeting = async (id: string): Promise<void> => {
  await apiRequest(meetingUrl(id), { method: 'DELETE' });
};

export const inviteMembers = (id: string, memberIds: string[]): Promise<{ invitations: HostInvitation[] }> =>
  fetchJson<{ invitations: HostInvitation[] }>(`${meetingUrl(id)}/invitations`, {
    method: 'POST',
    json: { memberIds },
  });

export const getMyInvitations = (signal?: AbortSignal): Promise<MeetingInvitation[]> =>
  fetchJson<MeetingInvitation[]>(MEETING_INVITATIONS_URL, { signal });

export const answerInvitation = (id: string, answer: 'accept' | 'decline'): Promise<MeetingInvitation> =>
  fetchJson<MeetingInvitation>(`${invitationUrl(id)}/${answer}`, { method: 'POST' });

export const searchMembers = async (query: string, signal?: AbortSignal): Promise<FoundMember[]> => {
  const params = new URLSearchParams({ q: query });
  const found = await fetchJson<{ members: FoundMember[] }>(`${MEMBER_SEARCH_URL}?${params.toString()}`, { signal });
  return found.members;
};
