import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { BlockMemberUseCase } from './block-member.use-case';
import { BlockedMembersQuery } from './blocked-members.query';
import { BlockedMember } from './blocking.model';
import { UnblockMemberUseCase } from './unblock-member.use-case';

@Resolver(() => BlockedMember)
export class BlockingResolver {
  constructor(
    private readonly block: BlockMemberUseCase,
    private readonly unblock: UnblockMemberUseCase,
    private readonly blockedMembers: BlockedMembersQuery,
  ) {}

  @Query(() => [BlockedMember], { description: 'The members the signed-in member blocked, newest first.' })
  myBlockedMembers(@CurrentUser() viewer: AuthenticatedUser): Promise<BlockedMember[]> {
    return this.blockedMembers.of(viewer.id);
  }

  @Mutation(() => Boolean, {
    description: 'Blocks another member (not yourself); blocking someone already blocked changes nothing.',
  })
  async blockMember(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('memberId', { type: () => ID }) memberId: string,
  ): Promise<boolean> {
    await this.block.execute({ blockerId: viewer.id, blockedId: memberId });
    return true;
  }

  @Mutation(() => Boolean, { description: 'Lifts a block; lifting one that does not exist changes nothing.' })
  async unblockMember(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('memberId', { type: () => ID }) memberId: string,
  ): Promise<boolean> {
    await this.unblock.execute({ blockerId: viewer.id, blockedId: memberId });
    return true;
  }
}
