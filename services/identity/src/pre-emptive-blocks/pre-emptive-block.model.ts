import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum PreEmptiveBlockKind {
  email = 'email',
  phone = 'phone',
}

registerEnumType(PreEmptiveBlockKind, {
  name: 'PreEmptiveBlockKind',
  description: 'What a pre-emptive block was made from: an email address or a phone number.',
});

@ObjectType({
  description: 'A block made by email address or phone number before the person joined: nothing of the contact.',
})
export class PreEmptiveBlock {
  @Field(() => ID)
  id!: string;

  @Field(() => PreEmptiveBlockKind)
  kind!: PreEmptiveBlockKind;

  @Field(() => String, { nullable: true, description: 'The reminder the member gave.' })
  label!: string | null;

  @Field()
  createdAt!: Date;
}

@InputType()
export class PreEmptiveBlockInput {
  @Field(() => String, { nullable: true, description: 'The email address to block (or give a phone number).' })
  email?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The phone number to block, read with the member's country (or with +country code).",
  })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  label?: string | null;
}
