import { Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuthenticatedUser, collectMemberData, CurrentUser, dataExportDocument } from '@village/kit';
import type { DataSource } from 'typeorm';
import { BOOKINGS_DATA_EXPORT } from './bookings-data-export.sections';

@Resolver()
export class BookingsDataExportResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Query(() => String, {
    description:
      "Bookings on both sides, payments and ledger lines, time-bank, pickups, safety plans and cover circle (a JSON document: the signed-in member's part of their data export).",
  })
  async myBookingsDataExport(@CurrentUser() viewer: AuthenticatedUser): Promise<string> {
    const part = await collectMemberData(this.dataSource.manager, viewer.id, BOOKINGS_DATA_EXPORT);
    return dataExportDocument('bookings', part);
  }
}
