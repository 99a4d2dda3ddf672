import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum PreEmptiveBlockKind {
  email = 'email',
}

registerEnumType(PreEmptiveBlockKind, {
  name: 'PreEmptiveBlockKind',
  description: 'What a pre-emptive block was made from (members have no phone number in Village).',
});

@ObjectType({ description: 'A block made by email address before the person joined: nothing of the address.' })
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
  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  label?: string | null;
}
