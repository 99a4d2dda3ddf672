import { Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { UserModel } from '../users/user.model';
import { userAsSeenBy } from '../users/user-visibility';
import { CompleteSignupUseCase } from './complete-signup.use-case';

@Resolver(() => UserModel)
export class SignupCompletionResolver {
  constructor(private readonly completion: CompleteSignupUseCase) {}

  @Mutation(() => UserModel, {
    description: 'Completes the signed-in member’s registration (clears hasPendingSignup).',
  })
  async completeSignup(@CurrentUser() member: AuthenticatedUser): Promise<UserModel> {
    return userAsSeenBy(member, await this.completion.execute(member.id));
  }
}
