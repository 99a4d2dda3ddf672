import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('AvailabilityRule')
export class AvailabilityRuleModel {
  @Field({ description: 'alternate_weekends or weekly' })
  kind!: string;

  @Field({ description: 'child_free or with_children' })
  state!: string;

  @Field(() => String, { nullable: true, description: "alternate_weekends: the first weekend's Saturday, YYYY-MM-DD." })
  startsOn?: string | null;

  @Field(() => [Int], { nullable: true, description: 'weekly: 1 = Monday ... 7 = Sunday.' })
  days?: number[] | null;

  @Field(() => String, { nullable: true, description: 'weekly: HH:MM, Europe/London.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'weekly: HH:MM, Europe/London, after from.' })
  to?: string | null;
}

@InputType('AvailabilityRuleInput')
export class AvailabilityRuleInput {
  @Field()
  kind!: string;

  @Field()
  state!: string;

  @Field(() => String, { nullable: true })
  startsOn?: string | null;

  @Field(() => [Int], { nullable: true })
  days?: number[] | null;

  @Field(() => String, { nullable: true })
  from?: string | null;

  @Field(() => String, { nullable: true })
  to?: string | null;
}
