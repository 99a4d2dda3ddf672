import { isUuid } from '@village/kit';
import type { EntityManager } from 'typeorm';
import { meetingNotFound } from './meetings.errors';
import { VideoMeetingEntity } from './video-meeting.entity';

/** The host's meeting, its row locked until commit; unknown or someone else's is 'Meeting not found' all the same. */
export async function lockedHostedMeeting(
  manager: EntityManager,
  hostId: string,
  meetingId: string,
): Promise<VideoMeetingEntity> {
  if (!isUuid(meetingId)) throw meetingNotFound();
  const meeting = await manager.findOne(VideoMeetingEntity, {
    where: { id: meetingId },
    lock: { mode: 'pessimistic_write' },
  });
  if (!meeting || meeting.hostId !== hostId) throw meetingNotFound();
  return meeting;
}
