import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from '@nestjs/graphql';

@ObjectType('Report', { description: "A member's report of content or of a member, as the admins' queue shows it." })
export class ReportModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'post, reply, member, service, event or message.' })
  targetType!: string;

  @Field(() => ID)
  targetId!: string;

  @Field(() => ID, { description: 'The member reported, or the author of the reported content.' })
  subjectMemberId!: string;

  @Field(() => String, { nullable: true })
  subjectFirstName!: string | null;

  @Field(() => String, { nullable: true, description: "The reporter's first name." })
  reporterFirstName!: string | null;

  @Field(() => String, { description: 'spam, harassment, child_safety or other.' })
  reason!: string;

  @Field(() => String, { nullable: true })
  details!: string | null;

  @Field(() => String, { description: 'open or resolved.' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'dismiss, remove_content, warn or suspend, once resolved.' })
  outcome!: string | null;

  @Field(() => String, { nullable: true })
  adminNote!: string | null;

  @Field(() => String, { nullable: true, description: 'A short excerpt of reported content; null for a member.' })
  excerpt!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  resolvedAt!: Date | null;
}

@InputType()
export class ReportInput {
  @Field(() => String, { description: 'post, reply, member, service, event or message.' })
  targetType!: string;

  @Field(() => ID)
  targetId!: string;

  @Field(() => String, { description: 'spam, harassment, child_safety or other.' })
  reason!: string;

  @Field(() => String, { nullable: true, description: 'At most 1000 characters.' })
  details?: string | null;
}

@ObjectType('ReportReceipt')
export class ReportReceiptModel {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean, { description: 'True when this report (a forum flag too) hid a post until reviewed.' })
  hidden!: boolean;
}
