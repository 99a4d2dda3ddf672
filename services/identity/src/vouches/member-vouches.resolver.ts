import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, requestLoader, type AuthenticatedUser, type LoaderContext } from '@village/kit';
import { UserModel } from '../users/user.model';
import { MemberVouch, type MemberVouchStatus, TrustLevel } from './member-vouch.model';
import { MemberVouches, VOUCHES_FOR_VOUCHED, type MemberVouch as MemberVouchView } from './member-vouches';

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

/** The trust ladder on the federated User: how many vouches, and the highest step climbed. */
@Resolver(() => UserModel)
export class UserTrustResolver {
  constructor(private readonly vouches: MemberVouches) {}

  @ResolveField(() => Int, { description: 'Active vouches from verified members.' })
  async vouchCount(@Parent() user: UserModel, @Context() context: LoaderContext): Promise<number> {
    return this.countFor(user, context);
  }

  @ResolveField(() => TrustLevel, { description: 'The highest step of the trust ladder the member has climbed.' })
  async trustLevel(@Parent() user: UserModel, @Context() context: LoaderContext): Promise<TrustLevel> {
    if (!user.isVerified) return TrustLevel.NONE;
    return (await this.countFor(user, context)) >= VOUCHES_FOR_VOUCHED ? TrustLevel.VOUCHED : TrustLevel.VERIFIED;
  }

  private async countFor(user: UserModel, context: LoaderContext): Promise<number> {
    return (
      (await requestLoader(context, 'identity.vouchCounts', (ids) => this.vouches.countsFor(ids)).load(user.id)) ?? 0
    );
  }
}
