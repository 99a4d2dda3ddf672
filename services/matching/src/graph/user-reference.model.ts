import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('User')
@Directive('@key(fields: "id")')
export class UserReference {
  @Field(() => ID)
  id!: string;
}
