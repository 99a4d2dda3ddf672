import { Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuthenticatedUser, collectMemberData, CurrentUser, dataExportDocument } from '@village/kit';
import type { DataSource } from 'typeorm';
import { MATCHING_DATA_EXPORT } from './matching-data-export.sections';

@Resolver()
export class MatchingDataExportResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Query(() => String, {
    description:
      "Matching profile, preferences, availability and matches (a JSON document: the signed-in member's part of their data export).",
  })
  async myMatchingDataExport(@CurrentUser() viewer: AuthenticatedUser): Promise<string> {
    const part = await collectMemberData(this.dataSource.manager, viewer.id, MATCHING_DATA_EXPORT);
    return dataExportDocument('matching', part);
  }
}
