import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';

/**
 * A meeting's status as its call goes: scheduled → active when the host first joins; active → completed when the
 * last participant leaves after the scheduled end (or by the sweep an hour after the end, when nobody is in it).
 */
@Injectable()
export class MeetingCallStatus {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async hostJoined(meetingId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE video_meetings SET status = 'active', started_at = $2 WHERE id = $1 AND status = 'scheduled'`,
      [meetingId, this.clock.now()],
    );
  }

  /** Completes an active meeting whose scheduled end has passed; the caller knows the room is now empty. */
  async lastParticipantLeft(meetingId: string): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.query(
      `UPDATE video_meetings SET status = 'completed', ended_at = $2
        WHERE id = $1 AND status = 'active'
          AND scheduled_for + make_interval(mins => duration_minutes) <= $2`,
      [meetingId, now],
    );
  }
}
