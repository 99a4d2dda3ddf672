import { isUuid, onEvent, type EventEnvelope } from '@village/kit';
import {
  BookingCancelledEvent,
  BookingCompletedEvent,
  BookingConfirmedEvent,
  EventAttendanceChangedEvent,
  MeetingCancelledEvent,
  MeetingInvitationRespondedEvent,
  MeetingScheduledEvent,
  timestampDate,
  type MessageShape,
  type Timestamp,
} from '@village/proto';
import type { EntityManager } from 'typeorm';

type BookingSnapshot = NonNullable<MessageShape<typeof BookingConfirmedEvent.schema>['booking']>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isWhole = (booking: BookingSnapshot | undefined): booking is BookingSnapshot =>
  !!booking &&
  isUuid(booking.bookingId) &&
  isUuid(booking.hostId) &&
  isUuid(booking.guestId) &&
  ISO_DATE.test(booking.bookingDate);

/** When the change happened: the event's own time, else when it was published. */
const changedAt = (at: Timestamp | undefined, envelope: EventEnvelope): Date =>
  at ? timestampDate(at) : envelope.occurredAt;

/** Their Google Calendar (when connected) is pushed again by the next sweep. */
async function markChanged(manager: EntityManager, memberIds: readonly string[]): Promise<void> {
  await manager.query('UPDATE google_calendar_connections SET needs_sync = true WHERE user_id = ANY($1::uuid[])', [
    memberIds,
  ]);
}

/** Members who accepted an invitation to the meeting. */
async function meetingMembers(manager: EntityManager, meetingId: string, hostId: string): Promise<string[]> {
  const rows: Array<{ member_id: string }> = await manager.query(
    `SELECT member_id FROM calendar_meeting_answers WHERE meeting_id = $1 AND status = 'accepted'`,
    [meetingId],
  );
  return [hostId, ...rows.map((row) => row.member_id)];
}

/** Newest wins: an older event delivered late never overwrites a newer state; redelivery is harmless. */
async function recordBooking(
  manager: EntityManager,
  booking: BookingSnapshot,
  status: string,
  at: Date,
): Promise<void> {
  await manager.query(
    `INSERT INTO calendar_bookings AS known (booking_id, host_id, guest_id, booking_date, status, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (booking_id) DO UPDATE SET host_id = EXCLUDED.host_id, guest_id = EXCLUDED.guest_id,
       booking_date = EXCLUDED.booking_date, status = EXCLUDED.status, changed_at = EXCLUDED.changed_at
     WHERE known.changed_at <= EXCLUDED.changed_at`,
    [booking.bookingId, booking.hostId, booking.guestId, booking.bookingDate, status, at],
  );
  await markChanged(manager, [booking.hostId, booking.guestId]);
}

export const calendarBookingConfirmedConsumer = onEvent(BookingConfirmedEvent, async (event, envelope, manager) => {
  if (isWhole(event.booking))
    await recordBooking(manager, event.booking, 'confirmed', changedAt(event.confirmedAt, envelope));
});

export const calendarBookingCancelledConsumer = onEvent(BookingCancelledEvent, async (event, envelope, manager) => {
  if (isWhole(event.booking))
    await recordBooking(manager, event.booking, 'cancelled', changedAt(event.cancelledAt, envelope));
});

export const calendarBookingCompletedConsumer = onEvent(BookingCompletedEvent, async (event, envelope, manager) => {
  if (isWhole(event.booking))
    await recordBooking(manager, event.booking, 'completed', changedAt(event.completedAt, envelope));
});

/** A scheduled meeting's details; a cancellation already recorded stays. */
export const calendarMeetingScheduledConsumer = onEvent(MeetingScheduledEvent, async (event, envelope, manager) => {
  if (!isUuid(event.meetingId) || !isUuid(event.hostId) || !event.scheduledFor || event.durationMinutes <= 0) return;
  await manager.query(
    `INSERT INTO calendar_meetings AS known (meeting_id, host_id, title, starts_at, duration_minutes, cancelled, changed_at)
     VALUES ($1, $2, $3, $4, $5, false, $6)
     ON CONFLICT (meeting_id) DO UPDATE SET host_id = EXCLUDED.host_id, title = EXCLUDED.title,
       starts_at = EXCLUDED.starts_at, duration_minutes = EXCLUDED.duration_minutes,
       changed_at = GREATEST(known.changed_at, EXCLUDED.changed_at)
     WHERE known.starts_at IS NULL OR known.changed_at <= EXCLUDED.changed_at`,
    [
      event.meetingId,
      event.hostId,
      event.title,
      timestampDate(event.scheduledFor),
      event.durationMinutes,
      envelope.occurredAt,
    ],
  );
  await markChanged(manager, await meetingMembers(manager, event.meetingId, event.hostId));
});

/** A cancelled meeting leaves every calendar for good, even when the cancellation overtakes the schedule. */
export const calendarMeetingCancelledConsumer = onEvent(MeetingCancelledEvent, async (event, envelope, manager) => {
  if (!isUuid(event.meetingId) || !isUuid(event.hostId)) return;
  await manager.query(
    `INSERT INTO calendar_meetings AS known (meeting_id, host_id, cancelled, changed_at) VALUES ($1, $2, true, $3)
     ON CONFLICT (meeting_id) DO UPDATE SET cancelled = true,
       changed_at = GREATEST(known.changed_at, EXCLUDED.changed_at)`,
    [event.meetingId, event.hostId, changedAt(event.cancelledAt, envelope)],
  );
  await markChanged(manager, await meetingMembers(manager, event.meetingId, event.hostId));
});

export const calendarMeetingAnsweredConsumer = onEvent(
  MeetingInvitationRespondedEvent,
  async (event, envelope, manager) => {
    if (!isUuid(event.meetingId) || !isUuid(event.inviteeId)) return;
    if (event.status !== 'accepted' && event.status !== 'declined') return;
    await manager.query(
      `INSERT INTO calendar_meeting_answers AS known (meeting_id, member_id, status, answered_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (meeting_id, member_id) DO UPDATE SET status = EXCLUDED.status, answered_at = EXCLUDED.answered_at
     WHERE known.answered_at <= EXCLUDED.answered_at`,
      [event.meetingId, event.inviteeId, event.status, changedAt(event.respondedAt, envelope)],
    );
    await markChanged(manager, [event.inviteeId]);
  },
);

const PLACE_STATUSES = new Set(['going', 'waitlisted', 'cancelled']);

/** A member's place at a community event, with the event as it stood then; the newest change wins. */
export const calendarEventPlaceConsumer = onEvent(EventAttendanceChangedEvent, async (event, envelope, manager) => {
  if (!isUuid(event.eventId) || !isUuid(event.memberId) || !PLACE_STATUSES.has(event.status)) return;
  if (!event.startAt || !event.endAt) return;
  await manager.query(
    `INSERT INTO calendar_event_places AS known
       (event_id, member_id, status, title, starts_at, ends_at, location, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (event_id, member_id) DO UPDATE SET status = EXCLUDED.status, title = EXCLUDED.title,
       starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, location = EXCLUDED.location,
       changed_at = EXCLUDED.changed_at
     WHERE known.changed_at <= EXCLUDED.changed_at`,
    [
      event.eventId,
      event.memberId,
      event.status,
      event.title,
      timestampDate(event.startAt),
      timestampDate(event.endAt),
      event.location,
      changedAt(event.changedAt, envelope),
    ],
  );
});

export const calendarProjectionConsumers = [
  calendarEventPlaceConsumer,
  calendarBookingConfirmedConsumer,
  calendarBookingCancelledConsumer,
  calendarBookingCompletedConsumer,
  calendarMeetingScheduledConsumer,
  calendarMeetingCancelledConsumer,
  calendarMeetingAnsweredConsumer,
];
