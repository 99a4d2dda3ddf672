import { Context, Parent, Query, ResolveReference, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { CurrentUser, OptionalAuth, requestLoader, type AuthenticatedUser, type LoaderContext } from '@village/kit';
import { In, type DataSource } from 'typeorm';
import { membersBlockedEitherWay } from '../blocking/blocks-between';
import { UserEntity } from '../users/user.entity';
import { UserModel } from '../users/user.model';
import { userAsSeenBy } from '../users/user-visibility';

@Resolver(() => UserModel)
export class UsersResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @OptionalAuth()
  @Query(() => UserModel, { nullable: true, description: 'The signed-in member, or null when signed out.' })
  async me(@CurrentUser() viewer: AuthenticatedUser | null): Promise<UserModel | null> {
    if (!viewer) return null;
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: viewer.id });
    return user ? userAsSeenBy(viewer, user) : null;
  }

  /**
   * A member as another part of the graph refers to them. A member who blocked the viewer, or whom the viewer
   * blocked, resolves to null for that viewer (admins still see everyone), from the moment of the block.
   */
  @ResolveReference()
  async resolveReference(
    @Parent() reference: { __typename: 'User'; id: string },
    @Context() context: LoaderContext,
    @CurrentUser() viewer: AuthenticatedUser | null,
  ): Promise<UserModel | null> {
    const user = await requestLoader(context, 'identity.users', async (ids) => {
      const users = await this.dataSource.getRepository(UserEntity).findBy({ id: In([...ids]) });
      const hidden =
        viewer && !viewer.isAdmin
          ? await membersBlockedEitherWay(
              this.dataSource.manager,
              viewer.id,
              users.map((found) => found.id),
            )
          : new Set<string>();
      return new Map(users.filter((found) => !hidden.has(found.id)).map((found) => [found.id, found]));
    }).load(reference.id);
    return user ? userAsSeenBy(viewer, user) : null;
  }
}
