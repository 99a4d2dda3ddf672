import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, OutboxWriter } from '@village/kit';
import { create, MeetingCancelledEvent, MeetingCancelledSchema, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { lockedHostedMeeting } from './locked-meeting';
import { MeetingMail } from './meeting-mail';
import { MeetingInvitationEntity } from './meeting-invitation.entity';
import { VideoMeetingEntity } from './video-meeting.entity';
import { In } from 'typeorm';

/**
 * The host deletes a meeting: it becomes cancelled (kept for the record), and invitees who had not declined are
 * emailed. Cancelling a cancelled meeting changes nothing.
 */
@Injectable()
export class CancelMeetingUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: OutboxWriter,
    private readonly mail: MeetingMail,
  ) {}

  async execute(hostId: string, meetingId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const meeting = await lockedHostedMeeting(manager, hostId, meetingId);
      if (meeting.status === 'cancelled') return;
      const now = this.clock.now();
      await manager.update(VideoMeetingEntity, { id: meeting.id }, { status: 'cancelled', cancelledAt: now });
      const invitations = await manager.find(MeetingInvitationEntity, {
        where: { meetingId: meeting.id, status: In(['pending', 'accepted']) },
      });
      await this.mail.cancelled(
        manager,
        meeting,
        invitations.map((invitation) => invitation.inviteeId),
      );
      await this.outbox.add(
        manager,
        MeetingCancelledEvent,
        create(MeetingCancelledSchema, { meetingId: meeting.id, hostId, cancelledAt: timestampFromDate(now) }),
        { key: meeting.id },
      );
    });
  }
}
