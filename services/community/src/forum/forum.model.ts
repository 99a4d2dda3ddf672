import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ForumReply', { description: 'A reply to a forum post.' })
export class ForumReplyModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  postId!: string;

  @Field(() => ID)
  authorId!: string;

  @Field(() => String, { nullable: true, description: "The author's first name, when community knows it." })
  authorName!: string | null;

  @Field()
  content!: string;

  @Field({ description: 'pending (waiting for an admin), approved or rejected.' })
  status!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

@ObjectType('ForumPost', { description: "A member's forum post; others see it once an admin approves it." })
export class ForumPostModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  authorId!: string;

  @Field(() => String, { nullable: true, description: "The author's first name, when community knows it." })
  authorName!: string | null;

  @Field({ description: 'general, single_moms, single_dads or new_parents.' })
  topic!: string;

  @Field()
  title!: string;

  @Field()
  content!: string;

  @Field({ description: 'pending (new, or hidden by flags until reviewed), approved or rejected.' })
  status!: string;

  @Field({ description: 'True once an admin has approved or rejected it.' })
  isModerated!: boolean;

  @Field({ description: 'True while approved (listed on the forum).' })
  approved!: boolean;

  @Field(() => String, { nullable: true, description: 'Why an admin rejected it.' })
  rejectionReason!: string | null;

  @Field(() => Int, { description: "Members' flags since it was last moderated." })
  flagCount!: number;

  @Field(() => Int, { description: 'Approved replies.' })
  replyCount!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  moderatedAt!: Date | null;
}

@ObjectType('ForumStats', { description: 'Figures of the forum.' })
export class ForumStatsModel {
  @Field(() => Int, { description: 'Approved posts.' })
  activeDiscussions!: number;
}

@ObjectType('ForumFlagResult', { description: 'What a flag did.' })
export class ForumFlagResultModel {
  @Field({ description: 'True when this flag hid the post until an admin reviews it.' })
  hidden!: boolean;
}

@InputType('SubmitForumPostInput')
export class SubmitForumPostInput {
  @Field(() => String, {
    nullable: true,
    description: 'general (the default), single_moms, single_dads or new_parents.',
  })
  topic?: string | null;

  @Field({ description: 'At least 5 characters.' })
  title!: string;

  @Field({ description: 'At least 20 characters.' })
  content!: string;
}
