import { Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuthenticatedUser, collectMemberData, CurrentUser, dataExportDocument } from '@village/kit';
import type { DataSource } from 'typeorm';
import { SOCIAL_DATA_EXPORT } from './social-data-export.sections';

@Resolver()
export class SocialDataExportResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Query(() => String, {
    description:
      "Social posts and connected accounts (without tokens) (a JSON document: the signed-in member's part of their data export).",
  })
  async mySocialDataExport(@CurrentUser() viewer: AuthenticatedUser): Promise<string> {
    const part = await collectMemberData(this.dataSource.manager, viewer.id, SOCIAL_DATA_EXPORT);
    return dataExportDocument('social', part);
  }
}
