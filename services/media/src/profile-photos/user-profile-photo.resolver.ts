import { Context, Parent, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, type LoaderContext, requestLoader } from '@village/kit';
import type { DataSource } from 'typeorm';
import { profilePhotoUrl } from './profile-photo-paths';
import { MediaUser } from './media-user.model';

@Resolver(() => MediaUser)
export class UserProfilePhotoResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @ResolveReference()
  resolveReference(reference: { __typename: 'User'; id: string }): MediaUser {
    return { id: reference.id };
  }

  @ResolveField(() => String, { nullable: true, description: "Path of the member's profile photo, or null." })
  async profileImageUrl(@Parent() user: MediaUser, @Context() context: LoaderContext): Promise<string | null> {
    const photoId = await requestLoader(context, 'media.profilePhotoIds', (userIds) => this.photoIds(userIds)).load(
      user.id,
    );
    return photoId ? profilePhotoUrl(photoId, 'large') : null;
  }

  private async photoIds(userIds: readonly string[]): Promise<Map<string, string>> {
    const ids = userIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<{ user_id: string; media_object_id: string }[]>(
      `SELECT photo.user_id, photo.media_object_id
         FROM profile_photos photo
         JOIN objects object ON object.id = photo.media_object_id AND object.status = 'attached'
        WHERE photo.user_id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.user_id, row.media_object_id]));
  }
}
