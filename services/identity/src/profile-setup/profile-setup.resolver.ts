import { Args, Field, ID, InputType, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { UserModel } from '../users/user.model';
import { userAsSeenBy } from '../users/user-visibility';
import { SetUpProfileUseCase } from './set-up-profile.use-case';

@InputType('ProfileSetupInput')
export class ProfileSetupInput {
  @Field()
  country!: string;

  @Field()
  postcode!: string;

  @Field(() => ID, {
    nullable: true,
    description: "A pending upload of media's identity-document route; opens (or updates) a verification case.",
  })
  identityDocumentId?: string | null;
}

@Resolver()
export class ProfileSetupResolver {
  constructor(private readonly setUpProfileUseCase: SetUpProfileUseCase) {}

  @Mutation(() => UserModel, { description: "Saves the signed-in member's Basic Info (and identity document)." })
  async setUpProfile(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('input', { type: () => ProfileSetupInput }) input: ProfileSetupInput,
  ): Promise<UserModel> {
    const user = await this.setUpProfileUseCase.execute({
      userId: viewer.id,
      country: input.country,
      postcode: input.postcode,
      identityDocumentId: input.identityDocumentId ?? undefined,
    });
    return userAsSeenBy(viewer, user);
  }
}
