import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { blockedEitherWay, CLOCK, knownMembers, minutes, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { MeetingInvitationEntity } from '../meetings/meeting-invitation.entity';
import { VideoMeetingEntity } from '../meetings/video-meeting.entity';
import { CallAdmissionEntity } from './call-admission.entity';
import { CallRemovalEntity } from './call-removal.entity';
import { callRefusal, CallRoomErrorCode } from './call-room.errors';

/** Joining opens this long before the meeting's scheduled start. */
export const JOIN_OPENS_BEFORE_MS = minutes(15);
const ROOM_ID_MAX_LENGTH = 64;

/** Who may come into a meeting's call, and how. */
export interface CallAccess {
  meeting: VideoMeetingEntity;
  isHost: boolean;
  /** A private meeting's guest not yet admitted waits in the lobby. */
  lobby: boolean;
  /** The member's first name, as others in the call see it. */
  name: string;
}

/**
 * The rules of joining a meeting's call (contract of issue 13): the meeting must be visible to the member (host,
 * invitee, or public; no block either way with the host), neither cancelled nor completed, the member not removed,
 * a private meeting's guest must have accepted, and joining opens 15 minutes before the start.
 */
@Injectable()
export class CallAccessRules {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async check(userId: string, roomId: string): Promise<CallAccess> {
    const manager = this.dataSource.manager;
    const meeting =
      roomId.length <= ROOM_ID_MAX_LENGTH ? await manager.findOneBy(VideoMeetingEntity, { roomId }) : null;
    if (!meeting) throw callRefusal(CallRoomErrorCode.MeetingNotFound);
    const isHost = meeting.hostId === userId;
    const invitation = isHost
      ? null
      : await manager.findOneBy(MeetingInvitationEntity, { meetingId: meeting.id, inviteeId: userId });
    if (!isHost) {
      const visible = meeting.isPublic || invitation !== null;
      if (!visible || (await blockedEitherWay(manager, userId, meeting.hostId))) {
        throw callRefusal(CallRoomErrorCode.MeetingNotFound);
      }
    }
    if (meeting.status === 'cancelled') throw callRefusal(CallRoomErrorCode.Cancelled);
    if (meeting.status === 'completed') throw callRefusal(CallRoomErrorCode.Ended);
    if (await manager.existsBy(CallRemovalEntity, { meetingId: meeting.id, userId })) {
      throw callRefusal(CallRoomErrorCode.Removed);
    }
    if (!isHost && !meeting.isPublic && invitation?.status !== 'accepted') {
      throw callRefusal(CallRoomErrorCode.NotInvited);
    }
    if (this.clock.now().getTime() < joinOpensAt(meeting).getTime()) throw callRefusal(CallRoomErrorCode.NotOpen);
    const lobby =
      !isHost && !meeting.isPublic && !(await manager.existsBy(CallAdmissionEntity, { meetingId: meeting.id, userId }));
    const member = (await knownMembers(manager, [userId])).get(userId);
    return { meeting, isHost, lobby, name: member?.firstName ?? 'Member' };
  }
}

export const joinOpensAt = (meeting: Pick<VideoMeetingEntity, 'scheduledFor'>): Date =>
  new Date(meeting.scheduledFor.getTime() - JOIN_OPENS_BEFORE_MS);

export const scheduledEndOf = (meeting: Pick<VideoMeetingEntity, 'scheduledFor' | 'durationMinutes'>): Date =>
  new Date(meeting.scheduledFor.getTime() + minutes(meeting.durationMinutes));
