import type { EntityManager } from 'typeorm';
import { londonDayOf } from '../booking/london-day';
import { bookingDay } from '../notifications/booking-mail.templates';
import type { BookingRow } from '../booking/booking-row';

/** Service types where two members meet in person (a video call is not a meeting a contact needs to know of). */
export const FIRST_MEETING_TYPES = [
  'playdate',
  'rent_swap_home',
  'childcare',
  'holiday_gathering',
  'wellbeing_activity',
  'pet_services',
] as const;

const HOUR_MS = 60 * 60_000;
/** How far from the booking's time a check-in may be set. */
export const CHECK_IN_WINDOW_MS = 24 * HOUR_MS;

/** What a trusted contact is told: who (the other member's first name and last initial only), where and when. */
export interface MeetingFacts {
  who: string;
  where: string;
  when: string;
  /** The booking's time: the service's time of day on the booking day, or the whole day when it has none. */
  startsAt: Date;
  endsAt: Date;
}

interface ServiceFacts {
  type: string;
  title: string;
  district: string;
  date_time: Date | null;
}

const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

/** 00:00 of a 'YYYY-MM-DD' day in Europe/London (an hour before midnight UTC in summer time). */
export function londonMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const summer = new Date(utcMidnight.getTime() - HOUR_MS);
  return londonDayOf(summer) === day ? summer : utcMidnight;
}

/** The service's time of day (London) placed on the booking's day; null when the service has no time. */
function timeOnDay(day: string, serviceTime: Date | null): Date | null {
  if (!serviceTime) return null;
  const [hours, minutes] = londonTime.format(serviceTime).split(':').map(Number);
  const midnight = londonMidnight(day);
  const candidate = new Date(midnight.getTime() + hours * HOUR_MS + minutes * 60_000);
  // Across a clock change the naive sum is an hour out; the London clock says which way.
  const [shownHours] = londonTime.format(candidate).split(':').map(Number);
  return new Date(candidate.getTime() + (hours - shownHours) * HOUR_MS);
}

export const describeCheckIn = (at: Date): string => `${londonTime.format(at)} on ${bookingDay(londonDayOf(at))}`;

export async function serviceOf(manager: EntityManager, serviceId: string): Promise<ServiceFacts | undefined> {
  const [service] = await manager.query<ServiceFacts[]>(
    'SELECT type, title, district, date_time FROM offered_services WHERE service_id = $1',
    [serviceId],
  );
  return service;
}

/** Whether the two members have a completed booking together, either way round, other than `bookingId`. */
export async function haveMetBefore(
  manager: EntityManager,
  booking: Pick<BookingRow, 'id' | 'hostId' | 'guestId'>,
): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `SELECT 1 FROM bookings
      WHERE status = 'completed' AND id <> $1
        AND ((host_id = $2 AND guest_id = $3) OR (host_id = $3 AND guest_id = $2))
      LIMIT 1`,
    [booking.id, booking.hostId, booking.guestId],
  );
  return rows.length > 0;
}

export async function firstNameOf(manager: EntityManager, userId: string): Promise<string | null> {
  const [member] = await manager.query<Array<{ first_name: string }>>(
    'SELECT first_name FROM member_contacts WHERE user_id = $1',
    [userId],
  );
  return member?.first_name.trim() || null;
}

/** 'Hana K.' when bookings knows the last initial, else 'Hana'. */
async function shortNameOf(manager: EntityManager, userId: string): Promise<string | null> {
  const firstName = await firstNameOf(manager, userId);
  if (!firstName) return null;
  const [known] = await manager.query<Array<{ last_initial: string }>>(
    'SELECT last_initial FROM member_last_initials WHERE user_id = $1',
    [userId],
  );
  return known ? `${firstName} ${known.last_initial}.` : firstName;
}

/** The plan's facts for `ownerId`'s side of `booking`: never the other member's email, phone or address. */
export async function meetingFacts(
  manager: EntityManager,
  booking: BookingRow,
  ownerId: string,
  service: ServiceFacts | undefined,
): Promise<MeetingFacts> {
  const otherId = ownerId === booking.guestId ? booking.hostId : booking.guestId;
  const otherName = (await shortNameOf(manager, otherId)) ?? 'A Village member';
  const title = service?.title || 'a Village service';
  const timed = timeOnDay(booking.bookingDate, service?.date_time ?? null);
  const midnight = londonMidnight(booking.bookingDate);
  const nextMidnight = londonMidnight(londonDayOf(new Date(midnight.getTime() + 36 * HOUR_MS)));
  return {
    who: otherName,
    where: service?.district ? `${title}, ${service.district}` : title,
    when: timed ? `${bookingDay(booking.bookingDate)} at ${londonTime.format(timed)}` : bookingDay(booking.bookingDate),
    startsAt: timed ?? midnight,
    endsAt: timed ?? nextMidnight,
  };
}
