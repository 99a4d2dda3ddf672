import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { blockedEitherWay, type Clock, CLOCK, isUuid, OutboxWriter } from '@village/kit';
import {
  create,
  MeetingInvitationRespondedEvent,
  MeetingInvitationRespondedSchema,
  timestampFromDate,
} from '@village/proto';
import type { DataSource } from 'typeorm';
import { MeetingMail } from './meeting-mail';
import { MeetingInvitationEntity } from './meeting-invitation.entity';
import { endsAt } from './meeting-words';
import { invitationNotFound, meetingCancelled, meetingEnded } from './meetings.errors';
import { VideoMeetingEntity } from './video-meeting.entity';

export type InvitationAnswer = 'accepted' | 'declined';

/**
 * The invitee accepts or declines (and may change their answer while the meeting is to come); the host is emailed.
 * Anyone else, or an invitation across a block, is 'Invitation not found'.
 */
@Injectable()
export class RespondToInvitationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: OutboxWriter,
    private readonly mail: MeetingMail,
  ) {}

  async execute(inviteeId: string, invitationId: string, answer: InvitationAnswer): Promise<void> {
    if (!isUuid(invitationId)) throw invitationNotFound();
    await this.dataSource.transaction(async (manager) => {
      const invitation = await manager.findOne(MeetingInvitationEntity, {
        where: { id: invitationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!invitation || invitation.inviteeId !== inviteeId) throw invitationNotFound();
      const meeting = await manager.findOneByOrFail(VideoMeetingEntity, { id: invitation.meetingId });
      if (await blockedEitherWay(manager, inviteeId, meeting.hostId)) throw invitationNotFound();
      const now = this.clock.now();
      if (meeting.status === 'cancelled') throw meetingCancelled();
      if (meeting.status === 'completed' || endsAt(meeting.scheduledFor, meeting.durationMinutes) <= now) {
        throw meetingEnded();
      }
      if (invitation.status === answer) return;
      await manager.update(MeetingInvitationEntity, { id: invitation.id }, { status: answer, respondedAt: now });
      await this.mail.responded(manager, meeting, inviteeId, answer);
      await this.outbox.add(
        manager,
        MeetingInvitationRespondedEvent,
        create(MeetingInvitationRespondedSchema, {
          invitationId: invitation.id,
          meetingId: meeting.id,
          inviteeId,
          status: answer,
          respondedAt: timestampFromDate(now),
        }),
        { key: meeting.id },
      );
    });
  }
}
