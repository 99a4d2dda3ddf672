import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import type { EnhancedProfile } from './enhanced-profile';
import { EnhancedProfileInput, EnhancedProfileModel } from './enhanced-profile.model';
import { GetEnhancedProfileUseCase } from './get-enhanced-profile.use-case';
import { UpdateEnhancedProfileUseCase } from './update-enhanced-profile.use-case';

const toModel = (profile: EnhancedProfile): EnhancedProfileModel => profile as EnhancedProfileModel;

@Resolver(() => EnhancedProfileModel)
export class EnhancedProfileResolver {
  constructor(
    private readonly getProfile: GetEnhancedProfileUseCase,
    private readonly updateProfile: UpdateEnhancedProfileUseCase,
  ) {}

  @Query(() => EnhancedProfileModel, {
    description: "The signed-in member's enhanced profile (the spec's defaults until they save one).",
  })
  async myEnhancedProfile(@CurrentUser() viewer: AuthenticatedUser): Promise<EnhancedProfileModel> {
    return toModel(await this.getProfile.execute(viewer.id));
  }

  @Mutation(() => EnhancedProfileModel, { description: "Saves the signed-in member's enhanced profile." })
  async updateEnhancedProfile(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('input', { type: () => EnhancedProfileInput }) input: EnhancedProfileInput,
  ): Promise<EnhancedProfileModel> {
    return toModel(await this.updateProfile.execute({ userId: viewer.id, changes: { ...input } }));
  }
}
