import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class MatchingProfile {
  @Field()
  city!: string;

  @Field()
  country!: string;

  @Field()
  isSingleParent!: boolean;

  @Field()
  isLookingForColiving!: boolean;

  @Field()
  offersServices!: boolean;

  @Field()
  joinedAt!: Date;
}
