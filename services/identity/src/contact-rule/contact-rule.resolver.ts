import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { ContactRule } from './contact-rule';

@Resolver()
export class ContactRuleResolver {
  constructor(private readonly rule: ContactRule) {}

  @Query(() => Boolean, {
    description: 'Whether only verified members may contact the signed-in member (messages, bookings, matching).',
  })
  async myOnlyVerifiedContact(@CurrentUser() viewer: AuthenticatedUser): Promise<boolean> {
    return this.rule.onlyVerifiedContactOf(viewer.id);
  }

  @Mutation(() => Boolean, {
    description:
      'Turns "only verified members may contact me" on or off for the signed-in member; answers the new value.',
  })
  async setOnlyVerifiedContact(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('enabled') enabled: boolean,
  ): Promise<boolean> {
    return this.rule.setOnlyVerifiedContact(viewer.id, enabled);
  }
}
