import { Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuthenticatedUser, collectMemberData, CurrentUser, dataExportDocument } from '@village/kit';
import type { DataSource } from 'typeorm';
import { MEDIA_DATA_EXPORT } from './media-data-export.sections';

@Resolver()
export class MediaDataExportResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Query(() => String, {
    description:
      "Video meetings, invitations, calls and the member's photos (a JSON document: the signed-in member's part of their data export).",
  })
  async myMediaDataExport(@CurrentUser() viewer: AuthenticatedUser): Promise<string> {
    const part = await collectMemberData(this.dataSource.manager, viewer.id, MEDIA_DATA_EXPORT);
    return dataExportDocument('media', part);
  }
}
