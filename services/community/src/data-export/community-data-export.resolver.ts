import { Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuthenticatedUser, collectMemberData, CurrentUser, dataExportDocument } from '@village/kit';
import type { DataSource } from 'typeorm';
import { COMMUNITY_DATA_EXPORT } from './community-data-export.sections';

@Resolver()
export class CommunityDataExportResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Query(() => String, {
    description:
      "Forum posts and replies, conversations and their messages, events, contact queries and reports made (a JSON document: the signed-in member's part of their data export).",
  })
  async myCommunityDataExport(@CurrentUser() viewer: AuthenticatedUser): Promise<string> {
    const part = await collectMemberData(this.dataSource.manager, viewer.id, COMMUNITY_DATA_EXPORT);
    return dataExportDocument('community', part);
  }
}
