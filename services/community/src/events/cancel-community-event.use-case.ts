import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, isUuid, OutboxWriter } from '@village/kit';
import { create, EventAttendanceChangedEvent, timestampFromDate } from '@village/proto';
import type { DataSource, EntityManager } from 'typeorm';
import { EventMail } from './event-mail';
import { eventCancelled, eventClosed, eventNotFound } from './events.errors';

interface OrganisedEvent {
  id: string;
  title: string;
  start_at: Date;
  end_at: Date;
  location: string | null;
  series_id: string | null;
  cancelled_at: Date | null;
}

/**
 * The organiser cancels one event (one occurrence of a series), or every occurrence of its series not yet started.
 * Each cancelled event's RSVPs are cancelled with it: their members are emailed and their calendars follow the
 * EventAttendanceChanged published for each. Cancelling the series also ends it: the daily top-up adds no more dates.
 */
@Injectable()
export class CancelCommunityEventUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly mail: EventMail,
    private readonly outbox: OutboxWriter,
  ) {}

  async execute(organiserId: string, eventId: string, wholeSeries: boolean): Promise<void> {
    if (!isUuid(eventId)) throw eventNotFound();
    await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const [event] = await manager.query<OrganisedEvent[]>(
        `SELECT id, title, start_at, end_at, location, series_id, cancelled_at FROM community_events
          WHERE id = $1 AND organiser_id = $2 AND removed_at IS NULL FOR UPDATE`,
        [eventId, organiserId],
      );
      if (!event) throw eventNotFound();
      if (event.cancelled_at) throw eventCancelled();
      if (event.start_at <= now) throw eventClosed();
      // First, so that a daily top-up in flight (it holds the series' latest date) commits before the dates are read.
      if (wholeSeries && event.series_id) {
        await manager.query('UPDATE community_events SET series_cancelled_at = $2 WHERE series_id = $1', [
          event.series_id,
          now,
        ]);
      }
      const events =
        wholeSeries && event.series_id
          ? await manager.query<OrganisedEvent[]>(
              `SELECT id, title, start_at, end_at, location, series_id, cancelled_at FROM community_events
                WHERE series_id = $1 AND start_at > $2 AND cancelled_at IS NULL AND removed_at IS NULL
                ORDER BY start_at FOR UPDATE`,
              [event.series_id, now],
            )
          : [event];
      for (const cancelled of events) await this.cancelOne(manager, cancelled, now);
    });
  }

  private async cancelOne(manager: EntityManager, event: OrganisedEvent, now: Date): Promise<void> {
    await manager.query('UPDATE community_events SET cancelled_at = $2 WHERE id = $1', [event.id, now]);
    const members = await manager.query<Array<{ member_id: string }>>(
      `SELECT member_id FROM event_rsvps WHERE event_id = $1 AND status IN ('going', 'waitlisted') ORDER BY member_id`,
      [event.id],
    );
    await manager.query(
      `UPDATE event_rsvps SET status = 'cancelled', position = NULL, updated_at = $2
        WHERE event_id = $1 AND status IN ('going', 'waitlisted')`,
      [event.id, now],
    );
    for (const { member_id: memberId } of members) {
      await this.outbox.add(
        manager,
        EventAttendanceChangedEvent,
        create(EventAttendanceChangedEvent.schema, {
          eventId: event.id,
          memberId,
          status: 'cancelled',
          title: event.title,
          startAt: timestampFromDate(event.start_at),
          endAt: timestampFromDate(event.end_at),
          location: event.location ?? '',
          changedAt: timestampFromDate(now),
        }),
        { key: event.id },
      );
      await this.mail.cancelled(manager, { eventId: event.id, memberId, title: event.title, startAt: event.start_at });
    }
  }
}
