import type { VideoMeeting } from './video-meetings-api';

export type JoinAvailability =
  /** Ended or cancelled: no Join at all. */
  | { state: 'hidden' }
  /** Too early: Join shows, disabled, with the time it opens. */
  | { state: 'not-yet'; opensAt: string }
  | { state: 'open' };

/**
 * Join opens at joinOpensAt (15 minutes before the start) and closes when the meeting is completed or cancelled.
 * A meeting nobody started is over once its scheduled end has passed; a live one runs on until the call ends.
 */
export function joinAvailability(
  meeting: Pick<VideoMeeting, 'status' | 'joinOpensAt' | 'endsAt'>,
  now: Date,
): JoinAvailability {
  if (meeting.status === 'completed' || meeting.status === 'cancelled') return { state: 'hidden' };
  if (meeting.status === 'scheduled' && now.getTime() >= new Date(meeting.endsAt).getTime()) {
    return { state: 'hidden' };
  }
  if (now.getTime() < new Date(meeting.joinOpensAt).getTime()) {
    return { state: 'not-yet', opensAt: meeting.joinOpensAt };
  }
  return { state: 'open' };
}

/** Whether the meeting is still ahead or running (so it can still be changed: invited to, deleted). */
export const isStillOn = (meeting: Pick<VideoMeeting, 'status' | 'joinOpensAt' | 'endsAt'>, now: Date): boolean =>
  joinAvailability(meeting, now).state !== 'hidden';
