import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { availableHours } from './time-bank-ledger';
import type { BookingCareHoursModel, TimeBankModel } from './time-bank.models';

const HISTORY_LIMIT = 100;

@Injectable()
export class TimeBankQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async timeBankOf(memberId: string): Promise<TimeBankModel> {
    const { balance, held } = await availableHours(this.dataSource.manager, memberId);
    const rows = await this.dataSource.query<
      Array<{ id: string; reason: string; booking_id: string | null; hours_delta: string; created_at: Date }>
    >(
      `SELECT id, reason, booking_id, hours_delta, created_at FROM time_bank_entries
        WHERE member_id = $1 ORDER BY created_at DESC, reason LIMIT ${HISTORY_LIMIT}`,
      [memberId],
    );
    return {
      balance,
      heldHours: held,
      availableHours: balance - held,
      entries: rows.map((row) => ({
        id: row.id,
        reason: row.reason,
        bookingId: row.booking_id,
        hoursDelta: Number(row.hours_delta),
        createdAt: row.created_at,
      })),
    };
  }

  async careHoursOf(bookingIds: readonly string[]): Promise<Map<string, BookingCareHoursModel>> {
    const rows = await this.dataSource.query<
      Array<{ booking_id: string; care_hours: string; children: number; hours_charged: string }>
    >(
      'SELECT booking_id, care_hours, children, hours_charged FROM booking_care_hours WHERE booking_id = ANY($1::uuid[])',
      [bookingIds],
    );
    return new Map(
      rows.map((row) => [
        row.booking_id,
        { careHours: Number(row.care_hours), children: row.children, hoursCharged: Number(row.hours_charged) },
      ]),
    );
  }
}
