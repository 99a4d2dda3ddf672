import type { MeetingInvitation, VideoMeeting } from '../video-meetings-api';

const MINUTE = 60_000;

/** A meeting starting at `scheduledFor`, with joinOpensAt and endsAt worked out as the server does. */
export function aMeeting(overrides: Partial<VideoMeeting> = {}): VideoMeeting {
  const scheduledFor = overrides.scheduledFor ?? '2030-03-14T14:00:00.000Z';
  const duration = overrides.duration ?? 60;
  const start = new Date(scheduledFor).getTime();
  return {
    id: 'm-1',
    title: 'Sleep support circle',
    description: 'Tips for bedtime battles.',
    scheduledFor,
    duration,
    maxParticipants: 4,
    isPublic: true,
    meetingType: 'support_group',
    status: 'scheduled',
    roomId: 'r0omIdAbCdEfGhIjKlMn',
    hostId: 'host-1',
    host: { id: 'host-1', firstName: 'Priya', lastName: 'Shah' },
    isHost: false,
    invitationStatus: null,
    joinOpensAt: new Date(start - 15 * MINUTE).toISOString(),
    endsAt: new Date(start + duration * MINUTE).toISOString(),
    callMode: 'mesh',
    directCallLimit: 4,
    createdAt: '2030-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function anInvitation(overrides: Partial<MeetingInvitation> = {}): MeetingInvitation {
  return {
    id: 'i-1',
    status: 'pending',
    createdAt: '2030-03-01T09:00:00.000Z',
    meeting: {
      id: 'm-2',
      title: 'Playdate planning',
      scheduledFor: '2030-03-15T10:00:00.000Z',
      duration: 30,
      roomId: 'pLaYdAtErOoMiD12345',
      joinOpensAt: '2030-03-15T09:45:00.000Z',
    },
    inviter: { id: 'host-2', firstName: 'Sam', lastName: 'Carter' },
    ...overrides,
  };
}
