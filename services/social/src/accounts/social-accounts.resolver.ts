import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { SocialAccounts } from './social-accounts';
import { SocialAccountConnectionModel, SocialAccountModel } from './social-accounts.models';

@Resolver(() => SocialAccountModel)
export class SocialAccountsResolver {
  constructor(private readonly accounts: SocialAccounts) {}

  @Query(() => [SocialAccountModel], {
    description: "The member's account on each of the four platforms, in a fixed order.",
  })
  async socialAccounts(@CurrentUser() member: AuthenticatedUser): Promise<SocialAccountModel[]> {
    return this.accounts.list(member.id);
  }

  @Mutation(() => SocialAccountConnectionModel, {
    description: "Starts connecting an account: the platform's consent page to send the member to (valid 10 minutes).",
  })
  async startSocialAccountConnection(
    @CurrentUser() member: AuthenticatedUser,
    @Args('platform', { type: () => String }) platform: string,
  ): Promise<SocialAccountConnectionModel> {
    return this.accounts.start(member.id, platform);
  }

  @Mutation(() => SocialAccountModel, {
    description: 'Completes a connection with the code and state the platform sent the member back with.',
  })
  async completeSocialAccountConnection(
    @CurrentUser() member: AuthenticatedUser,
    @Args('platform', { type: () => String }) platform: string,
    @Args('code', { type: () => String }) code: string,
    @Args('state', { type: () => String }) state: string,
  ): Promise<SocialAccountModel> {
    return this.accounts.complete(member.id, platform, code, state);
  }

  @Mutation(() => SocialAccountModel, { description: "Forgets the member's account on the platform." })
  async disconnectSocialAccount(
    @CurrentUser() member: AuthenticatedUser,
    @Args('platform', { type: () => String }) platform: string,
  ): Promise<SocialAccountModel> {
    return this.accounts.disconnect(member.id, platform);
  }
}
