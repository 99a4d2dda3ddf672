import { Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * A member the viewer blocked, as their own list shows it. Not a `User`: a blocked member resolves to null as a
 * `User` for the blocker, so the list carries the name it shows.
 */
@ObjectType()
export class BlockedMember {
  @Field(() => ID)
  memberId!: string;

  @Field()
  fullName!: string;

  @Field()
  blockedAt!: Date;
}
