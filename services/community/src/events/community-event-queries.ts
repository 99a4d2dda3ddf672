import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, notBlockedEitherWaySql } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventType } from './event-words';

export interface CommunityEventRow {
  id: string;
  organiserId: string;
  organiserFirstName: string | null;
  title: string;
  description: string;
  eventType: string;
  location: string | null;
  isVirtual: boolean;
  startAt: Date;
  endAt: Date;
  maxParticipants: number;
  /** Places taken by going members and their children. */
  currentParticipants: number;
  waitlistLength: number;
  myRsvp: { status: string; childrenAges: number[]; waitlistPosition: number | null } | null;
  seriesId: string | null;
  recurrenceRule: string | null;
  cancelledAt: Date | null;
  pausedAt: Date | null;
}

interface RawRow {
  id: string;
  organiser_id: string;
  organiser_first_name: string | null;
  title: string;
  description: string;
  event_type: string;
  location: string | null;
  is_virtual: boolean;
  start_at: Date;
  end_at: Date;
  max_participants: number;
  current_participants: number;
  waitlist_length: number;
  my_status: string | null;
  my_children_ages: number[] | null;
  my_waitlist_position: number | null;
  series_id: string | null;
  recurrence_rule: string | null;
  cancelled_at: Date | null;
  paused_at: Date | null;
}

const LIST_LIMIT = 100;

/** `$1` is the viewer: events across a block either way are never selected. */
const SELECT = `
  SELECT event.id, event.organiser_id, contact.first_name AS organiser_first_name, event.title, event.description,
         event.event_type, event.location, event.is_virtual, event.start_at, event.end_at, event.max_participants,
         event.series_id, event.recurrence_rule, event.cancelled_at, event.paused_at,
         COALESCE((SELECT sum(1 + cardinality(rsvp.children_ages)) FROM event_rsvps rsvp
                    WHERE rsvp.event_id = event.id AND rsvp.status = 'going'), 0)::int AS current_participants,
         (SELECT count(*) FROM event_rsvps rsvp
           WHERE rsvp.event_id = event.id AND rsvp.status = 'waitlisted')::int AS waitlist_length,
         mine.status AS my_status, mine.children_ages AS my_children_ages,
         CASE WHEN mine.status = 'waitlisted' THEN
           (SELECT count(*) FROM event_rsvps ahead WHERE ahead.event_id = event.id AND ahead.status = 'waitlisted'
               AND ahead.position <= mine.position)::int
         END AS my_waitlist_position
    FROM community_events event
    LEFT JOIN member_contacts contact ON contact.user_id = event.organiser_id
    LEFT JOIN event_rsvps mine ON mine.event_id = event.id AND mine.member_id = $1
   WHERE event.removed_at IS NULL AND ${notBlockedEitherWaySql('event.organiser_id', '$1')}`;

const toRow = (raw: RawRow): CommunityEventRow => ({
  id: raw.id,
  organiserId: raw.organiser_id,
  organiserFirstName: raw.organiser_first_name,
  title: raw.title,
  description: raw.description,
  eventType: raw.event_type,
  location: raw.location,
  isVirtual: raw.is_virtual,
  startAt: raw.start_at,
  endAt: raw.end_at,
  maxParticipants: raw.max_participants,
  currentParticipants: raw.current_participants,
  waitlistLength: raw.waitlist_length,
  myRsvp: raw.my_status
    ? { status: raw.my_status, childrenAges: raw.my_children_ages ?? [], waitlistPosition: raw.my_waitlist_position }
    : null,
  seriesId: raw.series_id,
  recurrenceRule: raw.recurrence_rule,
  cancelledAt: raw.cancelled_at,
  pausedAt: raw.paused_at,
});

/** Events as one member sees them: never one organised by someone they blocked, or who blocked them. */
@Injectable()
export class CommunityEventQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Events that have not ended yet, soonest first, optionally of one type. */
  async upcoming(viewerId: string, now: Date, type: EventType | null): Promise<CommunityEventRow[]> {
    const rows = await this.dataSource.query<RawRow[]>(
      `${SELECT} AND event.end_at > $2 AND event.cancelled_at IS NULL AND ($3::text IS NULL OR event.event_type = $3)
       ORDER BY event.start_at, event.id LIMIT ${LIST_LIMIT}`,
      [viewerId, now, type],
    );
    return rows.map(toRow);
  }

  async one(viewerId: string, eventId: string, manager: EntityManager = this.dataSource.manager) {
    if (!isUuid(eventId)) return null;
    const [row] = await manager.query<RawRow[]>(`${SELECT} AND event.id = $2`, [viewerId, eventId]);
    return row ? toRow(row) : null;
  }
}
