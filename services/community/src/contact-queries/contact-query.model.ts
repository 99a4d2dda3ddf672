import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from '@nestjs/graphql';

@ObjectType('ContactQuery', { description: 'A question sent from the contact form (admins only).' })
export class ContactQueryModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  message!: string;

  @Field(() => ID, { nullable: true, description: 'The member who sent it when signed in; null for a visitor.' })
  memberId!: string | null;

  @Field(() => Boolean)
  isResolved!: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  resolvedAt!: Date | null;
}

/** What the contact form sends; `website` is a honeypot people never see and leave empty. */
@InputType()
export class SubmitContactQueryInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  message!: string;

  @Field(() => String, { nullable: true, description: 'Left empty by people; a filled one is accepted and dropped.' })
  website?: string | null;
}

@ObjectType('ContactQueryReceipt', { description: 'The contact form was received.' })
export class ContactQueryReceiptModel {
  @Field(() => Boolean)
  received!: boolean;
}
