import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

@InputType({ description: "A first meeting's plan for a trusted contact; checked by bookings." })
export class ShareSafetyPlanInput {
  @Field(() => ID)
  bookingId!: string;

  @Field({ description: "The trusted contact's name (up to 100 characters)." })
  contactName!: string;

  @Field({ description: "The trusted contact's email address: the plan is emailed there at once." })
  contactEmail!: string;

  @Field(() => String, { nullable: true, description: 'Where exactly to meet, up to 200 characters.' })
  meetingNote?: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the member will check in: after now and within 24 hours of the booking.',
  })
  checkInAt?: Date | null;
}

@ObjectType('SafetyPlanAction', { description: 'One thing that happened to a safety plan.' })
export class SafetyPlanActionModel {
  @Field({ description: 'shared, checked_in, cancelled or alerted (the contact was emailed a missed check-in).' })
  action!: string;

  @Field()
  at!: Date;
}

@ObjectType('SafetyPlan', { description: "A member's shared plan for a first meeting; only its member sees it." })
export class SafetyPlanModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  bookingId!: string;

  @Field()
  contactName!: string;

  @Field()
  contactEmail!: string;

  @Field(() => String, { nullable: true })
  meetingNote!: string | null;

  @Field(() => Date, { nullable: true })
  checkInAt!: Date | null;

  @Field({ description: 'active, checked_in, alerted or cancelled.' })
  status!: string;

  @Field({ description: "The other member's first name and last initial: all the contact is told of them." })
  who!: string;

  @Field({ description: 'The service and its district (never the exact address).' })
  where!: string;

  @Field({ description: "The booking's day, and time when the service has one." })
  when!: string;

  @Field()
  createdAt!: Date;

  @Field(() => [SafetyPlanActionModel], { description: 'Oldest first.' })
  actions!: SafetyPlanActionModel[];
}

@ObjectType('BookingSafety', { description: "A booking's safe-first-meeting state for the signed-in member." })
export class BookingSafetyModel {
  @Field({ description: 'Whether the member may share a new plan now.' })
  canShare!: boolean;

  @Field(() => String, { nullable: true, description: 'Why this booking cannot have a plan; null when it can.' })
  reason!: string | null;

  @Field(() => SafetyPlanModel, { nullable: true, description: "The member's newest plan for the booking." })
  plan!: SafetyPlanModel | null;
}
