import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';

@ObjectType('CommissionSetting', { description: "The platform's commission on one service type." })
export class CommissionSettingModel {
  @Field(() => String, { description: 'One of the seven current service type keys.' })
  serviceType!: string;

  @Field(() => String, { description: 'A fraction from 0 to 1 with two decimals, e.g. "0.13" for 13%.' })
  rate!: string;

  @Field(() => Boolean, { description: 'True when no admin has set this type and the default rate applies.' })
  isDefault!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When an admin last set it (null for the default).' })
  updatedAt!: Date | null;
}
