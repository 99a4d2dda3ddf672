import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CLOCK,
  occurrencesOf,
  parseRecurrenceRule,
  type Clock,
  type JobContext,
  type JobHandler,
  type RecurrenceRule,
} from '@village/kit';
import type { DataSource } from 'typeorm';
import type { TopUpEventSeries } from './top-up-event-series.job';

/** The latest date of a series still running, with its first start (the rule's DTSTART). */
interface RunningSeries {
  /** The latest date's id: a top-up holds its row, as cancelling the series takes every row of it. */
  id: string;
  series_id: string;
  first_start_at: Date;
  organiser_id: string;
  title: string;
  description: string;
  event_type: string;
  location: string | null;
  is_virtual: boolean;
  start_at: Date;
  end_at: Date;
  max_participants: number;
  recurrence_rule: string;
  paused_at: Date | null;
}

/**
 * A recurring event without COUNT or UNTIL was created with its first dates only (at most 26, half a year ahead);
 * each day this adds the dates that have come within reach, copying the latest date's details (and its pause). A
 * series the organiser cancelled as a whole, with a date an admin removed, or of an erased member gets no more dates. A date that exists
 * already (cancelled or not) is never created again, so a run repeated or retried changes nothing.
 */
@Injectable()
export class TopUpEventSeriesHandler implements JobHandler<TopUpEventSeries> {
  private readonly logger = new Logger(TopUpEventSeriesHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(_data: TopUpEventSeries, job: JobContext): Promise<void> {
    let added = 0;
    for (const series of await this.runningSeries()) {
      if (job.signal.aborted) break;
      const rule = openEndedRule(series.recurrence_rule);
      if (rule) added += await this.topUp(series, rule);
    }
    if (added > 0) this.logger.log(`added ${added} event dates`);
  }

  private runningSeries(): Promise<RunningSeries[]> {
    return this.dataSource.query<RunningSeries[]>(
      `SELECT DISTINCT ON (event.series_id) event.id, event.series_id, series.first_start_at, event.organiser_id, event.title,
              event.description, event.event_type, event.location, event.is_virtual, event.start_at, event.end_at,
              event.max_participants, event.recurrence_rule, event.paused_at
         FROM community_events event
         JOIN (SELECT series_id, min(start_at) AS first_start_at FROM community_events
                WHERE series_id IS NOT NULL GROUP BY series_id
               HAVING bool_and(series_cancelled_at IS NULL AND removed_at IS NULL)) series
           ON series.series_id = event.series_id
        WHERE event.recurrence_rule IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM erased_members erased WHERE erased.user_id = event.organiser_id)
        ORDER BY event.series_id, event.start_at DESC`,
    );
  }

  private async topUp(series: RunningSeries, rule: RecurrenceRule): Promise<number> {
    const now = this.clock.now();
    const occurrences = occurrencesOf(rule, {
      firstStart: series.first_start_at,
      durationMinutes: (series.end_at.getTime() - series.start_at.getTime()) / 60_000,
      from: now,
    }).filter((occurrence) => occurrence.startsAt > series.start_at);
    if (occurrences.length === 0) return 0;
    return this.dataSource.transaction(async (manager) => {
      const [still] = await manager.query<Array<{ id: string }>>(
        `SELECT id FROM community_events WHERE id = $1 AND series_cancelled_at IS NULL AND removed_at IS NULL
            FOR UPDATE`,
        [series.id],
      );
      if (!still) return 0;
      let added = 0;
      for (const occurrence of occurrences) {
        const inserted = await manager.query<Array<{ id: string }>>(
          `INSERT INTO community_events (id, organiser_id, title, description, event_type, location, is_virtual,
                                         start_at, end_at, max_participants, created_at, series_id, recurrence_rule,
                                         paused_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           ON CONFLICT (series_id, start_at) DO NOTHING RETURNING id`,
          [
            randomUUID(),
            series.organiser_id,
            series.title,
            series.description,
            series.event_type,
            series.location,
            series.is_virtual,
            occurrence.startsAt,
            occurrence.endsAt,
            series.max_participants,
            now,
            series.series_id,
            series.recurrence_rule,
            series.paused_at ? now : null,
          ],
        );
        added += inserted.length;
      }
      return added;
    });
  }
}

/** The series' rule when it has no COUNT or UNTIL (a bounded series got every date when it was created). */
function openEndedRule(text: string): RecurrenceRule | null {
  const rule = parseRecurrenceRule(text);
  return rule.count === null && rule.until === null ? rule : null;
}
