import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { UserModel } from '../users/user.model';
import { userAsSeenBy } from '../users/user-visibility';
import { SearchMembersQuery } from './search-members.query';

@Resolver(() => UserModel)
export class MemberSearchResolver {
  constructor(private readonly search: SearchMembersQuery) {}

  @Query(() => [UserModel], {
    description:
      'Members whose first, last or full name starts with `name` (2 to 50 characters, any case), by name, at most ' +
      '`limit` (1 to 20, default 10): never yourself, anyone across a block either way, nor a suspended member.',
  })
  async searchMembers(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('name', { type: () => String }) name: string,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number | null,
  ): Promise<UserModel[]> {
    const members = await this.search.execute(viewer.id, name, limit);
    return members.map((member) => userAsSeenBy(viewer, member));
  }
}
