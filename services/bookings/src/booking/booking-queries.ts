import { isUuid } from '@village/kit';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { selectBookings, type BookingRow } from './booking-row';

/** How many bookings a list answers at most. */
export const BOOKING_LIST_LIMIT = 100;

export interface OfferedServiceSummary {
  title: string;
  type: string;
}

/** Reads for the two parties of a booking, and nobody else. */
@Injectable()
export class BookingQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The booking when `memberId` is its guest or host; null otherwise. */
  async bookingOf(memberId: string, bookingId: string): Promise<BookingRow | null> {
    if (!isUuid(bookingId)) return null;
    const [row] = await selectBookings(
      this.dataSource.manager,
      'WHERE booking.id = $1 AND (booking.guest_id = $2 OR booking.host_id = $2)',
      [bookingId, memberId],
    );
    return row ?? null;
  }

  /** The member's bookings as `role`, newest booking date first. */
  listFor(memberId: string, role: 'guest' | 'host'): Promise<BookingRow[]> {
    const column = role === 'guest' ? 'guest_id' : 'host_id';
    return selectBookings(
      this.dataSource.manager,
      `WHERE booking.${column} = $1 ORDER BY booking.booking_date DESC, booking.created_at DESC LIMIT ${BOOKING_LIST_LIMIT}`,
      [memberId],
    );
  }

  /** Titles and types of the given services from listings' projection (deleted ones keep theirs). */
  async serviceSummaries(serviceIds: readonly string[]): Promise<Map<string, OfferedServiceSummary>> {
    const rows = await this.dataSource.query<Array<{ service_id: string; title: string; type: string }>>(
      'SELECT service_id, title, type FROM offered_services WHERE service_id = ANY($1::uuid[])',
      [serviceIds],
    );
    return new Map(rows.map((row) => [row.service_id, { title: row.title, type: row.type }]));
  }
}
