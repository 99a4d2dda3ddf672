import { Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuthenticatedUser, collectMemberData, CurrentUser, dataExportDocument } from '@village/kit';
import type { DataSource } from 'typeorm';
import { IDENTITY_DATA_EXPORT } from './identity-data-export.sections';

@Resolver()
export class IdentityDataExportResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Query(() => String, {
    description:
      "Account, profile, settings, sessions, sign-in methods, verification, blocks, vouches and DBS checks (a JSON document: the signed-in member's part of their data export).",
  })
  async myIdentityDataExport(@CurrentUser() viewer: AuthenticatedUser): Promise<string> {
    const part = await collectMemberData(this.dataSource.manager, viewer.id, IDENTITY_DATA_EXPORT);
    return dataExportDocument('identity', part);
  }
}
