import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { MemberVouch, type MemberVouchStatus } from './member-vouch.model';
import { MemberVouches, type MemberVouch as MemberVouchView } from './member-vouches';

const toModel = (vouch: MemberVouchView): MemberVouch => ({ ...vouch, status: vouch.status as MemberVouchStatus });

@Resolver(() => MemberVouch)
export class MemberVouchesResolver {
  constructor(private readonly vouches: MemberVouches) {}

  @Query(() => [MemberVouch], { description: 'The vouches the signed-in member asked for, newest first.' })
  async myVouchRequests(@CurrentUser() viewer: AuthenticatedUser): Promise<MemberVouch[]> {
    return (await this.vouches.askedBy(viewer.id)).map(toModel);
  }

  @Query(() => [MemberVouch], { description: 'The vouches asked of the signed-in member, newest first.' })
  async vouchesAskedOfMe(@CurrentUser() viewer: AuthenticatedUser): Promise<MemberVouch[]> {
    return (await this.vouches.askedOf(viewer.id)).map(toModel);
  }

  @Mutation(() => MemberVouch, { description: 'Asks a verified member who knows the signed-in member for a vouch.' })
  async requestVouch(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('voucherId', { type: () => ID }) voucherId: string,
  ): Promise<MemberVouch> {
    return toModel(await this.vouches.request(viewer.id, voucherId));
  }

  @Mutation(() => MemberVouch, { description: 'The asked member accepts or declines a vouch request.' })
  async respondToVouch(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('accept') accept: boolean,
  ): Promise<MemberVouch> {
    return toModel(await this.vouches.respond(viewer.id, id, accept));
  }

  @Mutation(() => MemberVouch, { description: 'The voucher withdraws a vouch they gave.' })
  async revokeVouch(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MemberVouch> {
    return toModel(await this.vouches.revoke(viewer.id, id));
  }
}
