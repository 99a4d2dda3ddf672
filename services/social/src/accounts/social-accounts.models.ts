import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';

@ObjectType('SocialAccount', { description: "The member's account on one platform, as publishing sees it." })
export class SocialAccountModel {
  @Field(() => String, { description: 'facebook, instagram, twitter or linkedin.' })
  platform!: string;

  @Field(() => String, {
    description:
      'sandbox (the platform is not set up here: posts are recorded, not published), connected or not_connected.',
  })
  mode!: string;

  @Field(() => String, { nullable: true, description: 'The Page, profile or handle posts go to, when connected.' })
  accountName!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  connectedAt!: Date | null;
}

@ObjectType('SocialAccountConnection', { description: 'A connection under way: where the member consents.' })
export class SocialAccountConnectionModel {
  @Field(() => String, { description: "The platform's consent page; it sends the member back with a code." })
  authorizeUrl!: string;
}
