import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { AvailabilityRuleInput, AvailabilityRuleModel } from './availability.model';
import { AvailabilityStore } from './availability.store';

/** The signed-in member's own availability; no member ever reads another's calendar. */
@Resolver(() => AvailabilityRuleModel)
export class AvailabilityResolver {
  constructor(private readonly availability: AvailabilityStore) {}

  @Query(() => [AvailabilityRuleModel], { description: 'My availability rules, in the order I saved them.' })
  myAvailability(@CurrentUser() member: AuthenticatedUser): Promise<AvailabilityRuleModel[]> {
    return this.availability.of(member.id);
  }

  @Mutation(() => [AvailabilityRuleModel], { description: 'Replaces my availability (at most 20 rules).' })
  setAvailability(
    @CurrentUser() member: AuthenticatedUser,
    @Args('rules', { type: () => [AvailabilityRuleInput] }) rules: AvailabilityRuleInput[],
  ): Promise<AvailabilityRuleModel[]> {
    return this.availability.replace(member.id, rules);
  }
}
