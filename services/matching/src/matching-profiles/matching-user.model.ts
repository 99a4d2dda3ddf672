import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('User')
@Directive('@key(fields: "id")')
/** Matching's part of the federated `User` (identity owns the rest). */
export class MatchingUser {
  @Field(() => ID)
  id!: string;
}
