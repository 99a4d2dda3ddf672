import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { GeneratedSocialMediaPostModel } from './generated-social-media-post.model';
import { GenerateSocialMediaPostUseCase } from './generate-social-media-post.use-case';

@Resolver(() => GeneratedSocialMediaPostModel)
export class GenerateSocialMediaPostResolver {
  constructor(private readonly generate: GenerateSocialMediaPostUseCase) {}

  @Mutation(() => GeneratedSocialMediaPostModel, {
    description:
      "Writes a post promoting one of the signed-in member's own services ('AI Generate'); nothing is saved.",
  })
  async generateSocialMediaPost(
    @CurrentUser() member: AuthenticatedUser,
    @Args('serviceId', { type: () => ID, nullable: true }) serviceId: string | null,
  ): Promise<GeneratedSocialMediaPostModel> {
    return this.generate.execute({ memberId: member.id, serviceId });
  }
}
