import { fetchJson } from '../../api/api-request';

export type CallMode = 'mesh' | 'sfu' | 'unavailable';

/** A meeting as GET /api/video-calls/{roomId} and the join answer carry it (the fields the call page reads). */
export interface CallMeeting {
  id: string;
  title: string;
  scheduledFor: string;
  duration: number;
  maxParticipants: number;
  isPublic: boolean;
  status: 'scheduled' | 'active' | 'completed' | 'cancelled';
  roomId: string;
  hostId: string;
  host: { id: string; firstName: string | null; lastName: string | null };
  isHost: boolean;
  joinOpensAt: string;
  endsAt: string;
  callMode: CallMode;
  /** How many people a direct call holds here. */
  directCallLimit: number;
}

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** POST /api/video-calls/{roomId}/join: a short-lived pass for the realtime channel. */
export interface JoinAnswer {
  token: string;
  expiresAt: string;
  mode: 'mesh' | 'sfu';
  lobby: boolean;
  socketPath: string;
  iceServers: IceServer[];
  meeting: CallMeeting;
}

const callUrl = (roomId: string) => `/api/video-calls/${encodeURIComponent(roomId)}`;

export const getVideoCall = (roomId: string, signal?: AbortSignal): Promise<CallMeeting> =>
  fetchJson<CallMeeting>(callUrl(roomId), { signal });

export const joinVideoCall = (roomId: string): Promise<JoinAnswer> =>
  fetchJson<JoinAnswer>(`${callUrl(roomId)}/join`, { method: 'POST' });

export function hostName(meeting: CallMeeting): string {
  return [meeting.host.firstName, meeting.host.lastName].filter(Boolean).join(' ') || 'the host';
}
