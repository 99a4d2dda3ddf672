import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CalendarEntry } from './calendar.model';

interface BookingRow {
  booking_id: string;
  booking_date: string;
  hosting: boolean;
}

interface MeetingRow {
  meeting_id: string;
  title: string;
  starts_at: Date;
  duration_minutes: number;
  hosting: boolean;
}

interface EventRow {
  event_id: string;
  title: string;
  starts_at: Date;
  duration_minutes: number;
  location: string;
}

/**
 * Everything a member is part of: bookings confirmed (or since completed) that they host or are the guest of, and
 * meetings not cancelled that they host or accepted an invitation to, and community events they are going to.
 */
@Injectable()
export class CalendarEntriesQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(memberId: string): Promise<CalendarEntry[]> {
    const bookings: BookingRow[] = await this.dataSource.query(
      `SELECT booking_id, to_char(booking_date, 'YYYY-MM-DD') AS booking_date, host_id = $1 AS hosting
       FROM calendar_bookings WHERE (host_id = $1 OR guest_id = $1) AND status IN ('confirmed', 'completed')
       ORDER BY booking_date, booking_id`,
      [memberId],
    );
    const meetings: MeetingRow[] = await this.dataSource.query(
      `SELECT meeting_id, title, starts_at, duration_minutes, host_id = $1 AS hosting FROM calendar_meetings meeting
       WHERE NOT cancelled AND starts_at IS NOT NULL
         AND (host_id = $1 OR EXISTS (SELECT 1 FROM calendar_meeting_answers answer
           WHERE answer.meeting_id = meeting.meeting_id AND answer.member_id = $1 AND answer.status = 'accepted'))
       ORDER BY starts_at, meeting_id`,
      [memberId],
    );
    const events: EventRow[] = await this.dataSource.query(
      `SELECT event_id, title, starts_at, location,
              GREATEST(1, ceil(extract(epoch FROM ends_at - starts_at) / 60))::int AS duration_minutes
       FROM calendar_event_places WHERE member_id = $1 AND status = 'going' ORDER BY starts_at, event_id`,
      [memberId],
    );
    return [
      ...bookings.map((row): CalendarEntry => ({
        kind: 'booking',
        subjectId: row.booking_id,
        title: row.hosting ? 'Village booking (you are hosting)' : 'Village booking',
        day: row.booking_date,
        hosting: row.hosting,
      })),
      ...meetings.map((row): CalendarEntry => ({
        kind: 'meeting',
        subjectId: row.meeting_id,
        title: row.title,
        startsAt: row.starts_at,
        durationMinutes: row.duration_minutes,
        hosting: row.hosting,
      })),
      ...events.map((row): CalendarEntry => ({
        kind: 'event',
        subjectId: row.event_id,
        title: row.title,
        startsAt: row.starts_at,
        durationMinutes: row.duration_minutes,
        location: row.location,
        hosting: false,
      })),
    ];
  }
}
