import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('SocialEngagement', { description: 'Likes, shares and comments; total is their sum.' })
export class SocialEngagementModel {
  @Field(() => Int)
  likes!: number;

  @Field(() => Int)
  shares!: number;

  @Field(() => Int)
  comments!: number;

  @Field(() => Int)
  total!: number;
}

@ObjectType('SocialMediaPost', { description: "A member's post on one platform; only its author sees it." })
export class SocialMediaPostModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'facebook, instagram, twitter or linkedin.' })
  platform!: string;

  @Field()
  content!: string;

  @Field(() => [String], { description: "Without '#'." })
  hashtags!: string[];

  @Field(() => ID, { nullable: true })
  serviceId!: string | null;

  @Field(() => Date, { nullable: true, description: 'Null: published as soon as it was written.' })
  scheduledFor!: Date | null;

  @Field(() => Date, { nullable: true })
  publishedAt!: Date | null;

  @Field({ description: 'scheduled (until it goes out), published, failed or draft.' })
  status!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Why it failed; while it is still being retried, the last error.',
  })
  failureReason!: string | null;

  @Field(() => Int, { description: 'How many times publishing was tried.' })
  attempts!: number;

  @Field(() => String, {
    nullable: true,
    description: 'sandbox (recorded only: the platform is not configured here) or platform; null until published.',
  })
  publishedVia!: string | null;

  @Field(() => String, { nullable: true, description: 'Where the post can be seen on the platform.' })
  externalUrl!: string | null;

  @Field(() => SocialEngagementModel)
  engagementMetrics!: SocialEngagementModel;

  @Field(() => Date, { nullable: true, description: 'When the figures were last fetched.' })
  engagementUpdatedAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('SocialMediaSummary', { description: "Counts and engagement over all of the member's posts." })
export class SocialMediaSummaryModel {
  @Field(() => Int)
  totalPosts!: number;

  @Field(() => Int)
  published!: number;

  @Field(() => Int)
  scheduled!: number;

  @Field(() => Int)
  failed!: number;

  @Field(() => SocialEngagementModel)
  engagement!: SocialEngagementModel;
}

@InputType({ description: 'One post for each chosen platform, now (scheduledFor null) or at its time.' })
export class ComposeSocialMediaPostsInput {
  @Field(() => [String], { description: 'One to four of facebook, instagram, twitter, linkedin.' })
  platforms!: string[];

  @Field({ description: 'Trimmed; 1-5000 characters.' })
  content!: string;

  @Field(() => [String], { description: "Up to 30; '#' optional; letters, numbers and underscores." })
  hashtags!: string[];

  @Field(() => ID, { nullable: true, description: 'A service the member hosts, or null.' })
  serviceId?: string | null;

  @Field(() => Date, { nullable: true, description: 'Null: publish now; else within the next 365 days.' })
  scheduledFor?: Date | null;
}
