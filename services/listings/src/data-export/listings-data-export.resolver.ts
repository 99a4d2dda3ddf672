import { Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuthenticatedUser, collectMemberData, CurrentUser, dataExportDocument } from '@village/kit';
import type { DataSource } from 'typeorm';
import { LISTINGS_DATA_EXPORT } from './listings-data-export.sections';

@Resolver()
export class ListingsDataExportResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Query(() => String, {
    description: "The services the member lists (a JSON document: the signed-in member's part of their data export).",
  })
  async myListingsDataExport(@CurrentUser() viewer: AuthenticatedUser): Promise<string> {
    const part = await collectMemberData(this.dataSource.manager, viewer.id, LISTINGS_DATA_EXPORT);
    return dataExportDocument('listings', part);
  }
}
