import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/** Media's part of the federated `User` (identity owns the rest). */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class MediaUser {
  @Field(() => ID)
  id!: string;
}
