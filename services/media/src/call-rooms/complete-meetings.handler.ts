import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, hours, type Clock, type JobHandler } from '@village/kit';
import type { DataSource } from 'typeorm';
import { CallRoomRegistry } from './call-room-registry';
import type { CompleteMeetings } from './complete-meetings.job';

/** How long after its scheduled end an active meeting nobody is in is completed. */
export const COMPLETE_AFTER_END_MS = hours(1);

@Injectable()
export class CompleteMeetingsHandler implements JobHandler<CompleteMeetings> {
  private readonly logger = new Logger(CompleteMeetingsHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly rooms: CallRoomRegistry,
  ) {}

  async handle(): Promise<void> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - COMPLETE_AFTER_END_MS);
    const overdue = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT id FROM video_meetings
        WHERE status = 'active' AND scheduled_for + make_interval(mins => duration_minutes) <= $1`,
      [cutoff],
    );
    const empty = overdue.map((meeting) => meeting.id).filter((id) => !this.rooms.occupied(id));
    if (empty.length === 0) return;
    await this.dataSource.query(
      `UPDATE video_meetings SET status = 'completed', ended_at = $2 WHERE id = ANY($1::uuid[]) AND status = 'active'`,
      [empty, now],
    );
    this.logger.log(`completed ${empty.length} meetings nobody is in`);
  }
}
