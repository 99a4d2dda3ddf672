import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, isUuid } from '@village/kit';
import type { DataSource } from 'typeorm';
import { eventCancelled, eventClosed, eventNotFound } from './events.errors';

interface OrganisedEvent {
  id: string;
  start_at: Date;
  series_id: string | null;
  cancelled_at: Date | null;
}

/**
 * The organiser pauses RSVPs to one date, or to every date of its series not yet started, and resumes them. While a
 * date is paused new RSVPs are refused; members already going or waitlisted keep their place and are not emailed.
 */
@Injectable()
export class PauseCommunityEventUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  pause(organiserId: string, eventId: string, wholeSeries: boolean): Promise<void> {
    return this.setPaused(organiserId, eventId, wholeSeries, true);
  }

  resume(organiserId: string, eventId: string, wholeSeries: boolean): Promise<void> {
    return this.setPaused(organiserId, eventId, wholeSeries, false);
  }

  private async setPaused(organiserId: string, eventId: string, wholeSeries: boolean, paused: boolean): Promise<void> {
    if (!isUuid(eventId)) throw eventNotFound();
    await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const [event] = await manager.query<OrganisedEvent[]>(
        `SELECT id, start_at, series_id, cancelled_at FROM community_events
          WHERE id = $1 AND organiser_id = $2 AND removed_at IS NULL FOR UPDATE`,
        [eventId, organiserId],
      );
      if (!event) throw eventNotFound();
      if (event.cancelled_at) throw eventCancelled();
      if (event.start_at <= now) throw eventClosed();
      // A date already paused keeps when it was first paused; resuming clears it.
      const pausedAt = 'CASE WHEN $1::timestamptz IS NULL THEN NULL ELSE COALESCE(paused_at, $1) END';
      const at = paused ? now : null;
      if (wholeSeries && event.series_id) {
        await manager.query(
          `UPDATE community_events SET paused_at = ${pausedAt}
            WHERE series_id = $2 AND start_at > $3 AND cancelled_at IS NULL AND removed_at IS NULL`,
          [at, event.series_id, now],
        );
      } else {
        await manager.query(`UPDATE community_events SET paused_at = ${pausedAt} WHERE id = $2`, [at, event.id]);
      }
    });
  }
}
