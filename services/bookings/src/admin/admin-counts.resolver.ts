import { Int, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { AdminOnly } from '@village/kit';
import type { DataSource } from 'typeorm';
import { BookingEntity } from '../booking/booking.entity';

/** bookings' figure on the admin overview. */
@Resolver()
export class BookingsAdminCountsResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @AdminOnly()
  @Query(() => Int, { description: 'How many bookings were ever requested, whatever their status (admins only).' })
  async bookingCount(): Promise<number> {
    return this.dataSource.getRepository(BookingEntity).count();
  }
}
