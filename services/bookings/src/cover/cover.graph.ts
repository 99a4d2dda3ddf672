import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@InputType({ description: 'An urgent cover request; checked by bookings.' })
export class RequestCoverInput {
  @Field({ description: 'The day, YYYY-MM-DD (today or later, Europe/London).' })
  day!: string;

  @Field({ description: 'From, HH:MM.' })
  fromTime!: string;

  @Field({ description: 'Until, HH:MM, after fromTime.' })
  untilTime!: string;

  @Field(() => Int, { description: 'How many children, 1 to 4 (no details of them).' })
  children!: number;

  @Field(() => String, { nullable: true, description: 'A short note, up to 300 characters.' })
  note?: string | null;
}

@ObjectType('CoverCircleMember', { description: 'A member of a cover circle, by first name.' })
export class CoverCircleMemberModel {
  @Field(() => ID)
  userId!: string;

  @Field()
  firstName!: string;
}

@ObjectType('CoverCircle', { description: "The signed-in member's cover circle, and the circles they are in." })
export class CoverCircleModel {
  @Field(() => [CoverCircleMemberModel])
  members!: CoverCircleMemberModel[];

  @Field(() => [CoverCircleMemberModel], { description: 'The members whose circles the signed-in member is in.' })
  memberOf!: CoverCircleMemberModel[];
}

@ObjectType('CoverContact', { description: 'Who covers a request, as a confirmed booking shows them.' })
export class CoverContactModel {
  @Field(() => ID)
  userId!: string;

  @Field()
  firstName!: string;

  @Field()
  email!: string;
}

@ObjectType('CoverRequest', { description: 'An urgent cover request, seen by its requester or their circle.' })
export class CoverRequestModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  requesterId!: string;

  @Field()
  requesterName!: string;

  @Field()
  day!: string;

  @Field()
  fromTime!: string;

  @Field()
  untilTime!: string;

  @Field(() => Int)
  children!: number;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field({ description: 'open, covered or cancelled.' })
  status!: string;

  @Field(() => CoverContactModel, { nullable: true })
  coveredBy!: CoverContactModel | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When nobody in the circle had accepted in time and nearby verified childcare hosts were asked too.',
  })
  widenedAt!: Date | null;

  @Field()
  createdAt!: Date;
}
