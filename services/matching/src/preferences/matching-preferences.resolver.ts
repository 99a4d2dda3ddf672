import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { MatchingPreferencesInput, MatchingPreferencesModel } from './matching-preferences.model';
import { MatchingPreferencesStore } from './matching-preferences.store';

/** The signed-in member's own matching preferences; nobody reads another member's. */
@Resolver(() => MatchingPreferencesModel)
export class MatchingPreferencesResolver {
  constructor(private readonly preferences: MatchingPreferencesStore) {}

  @Query(() => MatchingPreferencesModel, { description: 'My matching preferences (the defaults until I save).' })
  myMatchingPreferences(@CurrentUser() member: AuthenticatedUser): Promise<MatchingPreferencesModel> {
    return this.preferences.of(member.id);
  }

  @Mutation(() => MatchingPreferencesModel, { description: 'Saves my matching preferences.' })
  updateMatchingPreferences(
    @CurrentUser() member: AuthenticatedUser,
    @Args('input', { type: () => MatchingPreferencesInput }) input: MatchingPreferencesInput,
  ): Promise<MatchingPreferencesModel> {
    return this.preferences.save(member.id, input);
  }
}
