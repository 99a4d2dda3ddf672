import { Context, Parent, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { CurrentUser, requestLoader, type AuthenticatedUser, type LoaderContext } from '@village/kit';
import { In, type DataSource } from 'typeorm';
import { MemberProjectionEntity } from '../members/member-projection.entity';
import { MatchingProfile } from './matching-profile.model';
import { MatchingUser } from './matching-user.model';

@Resolver(() => MatchingUser)
export class UserMatchingProfileResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @ResolveReference()
  resolveReference(reference: { id: string }): MatchingUser {
    return { id: reference.id };
  }

  @ResolveField(() => MatchingProfile, {
    nullable: true,
    description: "The member's matching profile; visible to the member themself and to admins.",
  })
  async matchingProfile(
    @Parent() user: MatchingUser,
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Context() context: LoaderContext,
  ): Promise<MatchingProfile | null> {
    if (!viewer || (viewer.id !== user.id && !viewer.isAdmin)) return null;
    const member = await requestLoader(context, 'matching.members', async (ids) => {
      const members = await this.dataSource.getRepository(MemberProjectionEntity).findBy({ userId: In([...ids]) });
      return new Map(members.map((found) => [found.userId, found]));
    }).load(user.id);
    if (!member) return null;
    return {
      city: member.city,
      country: member.country,
      isSingleParent: member.isSingleParent,
      isLookingForColiving: member.isLookingForColiving,
      offersServices: member.offersServices,
      joinedAt: member.registeredAt,
    };
  }
}
