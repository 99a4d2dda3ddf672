import { Context, Parent, Query, ResolveReference, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { CurrentUser, OptionalAuth, requestLoader, type AuthenticatedUser, type LoaderContext } from '@village/kit';
import { In, type DataSource } from 'typeorm';
import { UserEntity } from './user.entity';
import { UserModel } from './user.model';

function visibleTo(viewer: AuthenticatedUser | null, user: UserEntity): UserModel {
  const privateFieldsVisible = viewer !== null && (viewer.id === user.id || viewer.isAdmin);
  return {
    ...user,
    email: privateFieldsVisible ? user.email : null,
    postcode: privateFieldsVisible ? user.postcode : null,
    emailConfirmed: privateFieldsVisible ? user.emailConfirmed : null,
  };
}

@Resolver(() => UserModel)
export class UsersResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @OptionalAuth()
  @Query(() => UserModel, { nullable: true, description: 'The signed-in member, or null when signed out.' })
  async me(@CurrentUser() viewer: AuthenticatedUser | null): Promise<UserModel | null> {
    if (!viewer) return null;
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: viewer.id });
    return user ? visibleTo(viewer, user) : null;
  }

  @ResolveReference()
  async resolveReference(
    @Parent() reference: { __typename: 'User'; id: string },
    @Context() context: LoaderContext,
    @CurrentUser() viewer: AuthenticatedUser | null,
  ): Promise<UserModel | null> {
    const user = await requestLoader(context, 'identity.users', async (ids) => {
      const users = await this.dataSource.getRepository(UserEntity).findBy({ id: In([...ids]) });
      return new Map(users.map((found) => [found.id, found]));
    }).load(reference.id);
    return user ? visibleTo(viewer, user) : null;
  }
}
