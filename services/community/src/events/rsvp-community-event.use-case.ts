import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { blockedEitherWay, type Clock, CLOCK, isUuid, OutboxWriter } from '@village/kit';
import { create, EventAttendanceChangedEvent, timestampFromDate } from '@village/proto';
import type { DataSource, EntityManager } from 'typeorm';
import { EventMail } from './event-mail';
import { eventCancelled, eventClosed, eventInvalid, eventNotFound, eventPaused } from './events.errors';
import { MAX_CHILD_AGE, MAX_CHILDREN, partySize } from './event-words';

interface LockedEvent {
  id: string;
  organiser_id: string;
  title: string;
  start_at: Date;
  end_at: Date;
  location: string | null;
  max_participants: number;
  cancelled_at: Date | null;
  paused_at: Date | null;
}

type Attendance = 'going' | 'waitlisted' | 'cancelled';

interface RsvpRow {
  member_id: string;
  status: string;
  children_ages: number[];
  position: number | null;
}

/**
 * RSVPs to an event, each under the lock of the event's row: the places taken never exceed its maximum, however many
 * members answer at once. A full event puts the member on its waitlist; a place given back goes to the first members
 * on the waitlist whose party fits, who are emailed.
 */
@Injectable()
export class RsvpCommunityEventUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly mail: EventMail,
    private readonly outbox: OutboxWriter,
  ) {}

  /** Going (or waitlisted when full). Answering again while going or waitlisted changes nothing. */
  async attend(memberId: string, eventId: string, childrenAges: readonly number[] = []): Promise<void> {
    const ages = checkedAges(childrenAges);
    await this.dataSource.transaction(async (manager) => {
      const event = await this.lockedEvent(manager, memberId, eventId);
      if (event.cancelled_at) throw eventCancelled();
      if (event.start_at <= this.clock.now()) throw eventClosed();
      const party = partySize(ages);
      if (party > event.max_participants) {
        const message = `This event has ${event.max_participants} places: your party of ${party} cannot fit`;
        throw eventInvalid(message, { childrenAges: message });
      }
      const existing = await this.rsvpOf(manager, eventId, memberId);
      if (existing && existing.status !== 'cancelled') return;
      if (event.paused_at) throw eventPaused();
      const fits = (await this.placesTaken(manager, eventId)) + party <= event.max_participants;
      const now = this.clock.now();
      const status: Attendance = fits ? 'going' : 'waitlisted';
      await manager.query(
        `INSERT INTO event_rsvps (event_id, member_id, status, children_ages, position, created_at, updated_at)
         VALUES ($1, $2, $3, $4::int[], CASE WHEN $3 = 'waitlisted' THEN
                   (SELECT COALESCE(max(position), 0) + 1 FROM event_rsvps WHERE event_id = $1) END, $5, $5)
         ON CONFLICT (event_id, member_id) DO UPDATE SET
           status = EXCLUDED.status, children_ages = EXCLUDED.children_ages, position = EXCLUDED.position,
           updated_at = EXCLUDED.updated_at`,
        [eventId, memberId, status, ages, now],
      );
      await this.attendanceChanged(manager, event, memberId, status, now);
    });
  }

  /** Gives the member's place (or waitlist spot) back; a freed place goes to the waitlist. */
  async cancel(memberId: string, eventId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const event = await this.lockedEvent(manager, memberId, eventId);
      const existing = await this.rsvpOf(manager, eventId, memberId);
      if (!existing || existing.status === 'cancelled') return;
      const now = this.clock.now();
      await manager.query(
        `UPDATE event_rsvps SET status = 'cancelled', position = NULL, updated_at = $3
          WHERE event_id = $1 AND member_id = $2`,
        [eventId, memberId, now],
      );
      await this.attendanceChanged(manager, event, memberId, 'cancelled', now);
      if (existing.status === 'going' && event.start_at > this.clock.now() && !event.cancelled_at) {
        await this.promote(manager, event);
      }
    });
  }

  private async promote(manager: EntityManager, event: LockedEvent): Promise<void> {
    let free = event.max_participants - (await this.placesTaken(manager, event.id));
    const waiting = await manager.query<RsvpRow[]>(
      `SELECT member_id, status, children_ages, position FROM event_rsvps
        WHERE event_id = $1 AND status = 'waitlisted' ORDER BY position`,
      [event.id],
    );
    for (const rsvp of waiting) {
      if (free <= 0) return;
      const party = partySize(rsvp.children_ages);
      if (party > free) continue;
      const now = this.clock.now();
      await manager.query(
        `UPDATE event_rsvps SET status = 'going', position = NULL, updated_at = $3
          WHERE event_id = $1 AND member_id = $2`,
        [event.id, rsvp.member_id, now],
      );
      await this.attendanceChanged(manager, event, rsvp.member_id, 'going', now);
      free -= party;
      await this.mail.promoted(manager, {
        eventId: event.id,
        memberId: rsvp.member_id,
        title: event.title,
        startAt: event.start_at,
      });
    }
  }

  /** Published with the change, in its transaction: the member's calendar (identity) follows it. */
  private async attendanceChanged(
    manager: EntityManager,
    event: LockedEvent,
    memberId: string,
    status: Attendance,
    at: Date,
  ): Promise<void> {
    await this.outbox.add(
      manager,
      EventAttendanceChangedEvent,
      create(EventAttendanceChangedEvent.schema, {
        eventId: event.id,
        memberId,
        status,
        title: event.title,
        startAt: timestampFromDate(event.start_at),
        endAt: timestampFromDate(event.end_at),
        location: event.location ?? '',
        changedAt: timestampFromDate(at),
      }),
      { key: event.id },
    );
  }

  /** The event's row, locked until commit; unknown or across a block is 'Event not found' all the same. */
  private async lockedEvent(manager: EntityManager, memberId: string, eventId: string): Promise<LockedEvent> {
    if (!isUuid(eventId)) throw eventNotFound();
    const [event] = await manager.query<LockedEvent[]>(
      `SELECT id, organiser_id, title, start_at, end_at, location, max_participants, cancelled_at,
            paused_at FROM community_events
        WHERE id = $1 FOR UPDATE`,
      [eventId],
    );
    if (!event || (await blockedEitherWay(manager, memberId, event.organiser_id))) throw eventNotFound();
    return event;
  }

  private async rsvpOf(manager: EntityManager, eventId: string, memberId: string): Promise<RsvpRow | undefined> {
    const [rsvp] = await manager.query<RsvpRow[]>(
      'SELECT member_id, status, children_ages, position FROM event_rsvps WHERE event_id = $1 AND member_id = $2',
      [eventId, memberId],
    );
    return rsvp;
  }

  private async placesTaken(manager: EntityManager, eventId: string): Promise<number> {
    const [row] = await manager.query<Array<{ taken: number }>>(
      `SELECT COALESCE(sum(1 + cardinality(children_ages)), 0)::int AS taken FROM event_rsvps
        WHERE event_id = $1 AND status = 'going'`,
      [eventId],
    );
    return row?.taken ?? 0;
  }
}

function checkedAges(ages: readonly number[]): number[] {
  const fail = (message: string): never => {
    throw eventInvalid(message, { childrenAges: message });
  };
  if (ages.length > MAX_CHILDREN) fail(`You can bring at most ${MAX_CHILDREN} children`);
  if (ages.some((age) => !Number.isInteger(age) || age < 0 || age > MAX_CHILD_AGE)) {
    fail(`Each child's age must be a whole number from 0 to ${MAX_CHILD_AGE}`);
  }
  return [...ages];
}
