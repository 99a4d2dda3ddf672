import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum ParentingSituation {
  solo_parent = 'solo_parent',
  co_parenting = 'co_parenting',
  new_parent = 'new_parent',
  expecting = 'expecting',
}

export enum ContactMethod {
  chat = 'chat',
  phone = 'phone',
  email = 'email',
  video_call = 'video_call',
}

registerEnumType(ParentingSituation, { name: 'ParentingSituation' });
registerEnumType(ContactMethod, { name: 'ContactMethod' });

@ObjectType('EnhancedProfile', { description: "A member's enhanced profile; only the member themself reads it." })
export class EnhancedProfileModel {
  @Field()
  bio!: string;

  @Field(() => ParentingSituation, { nullable: true })
  parentingSituation!: ParentingSituation | null;

  @Field({ description: "Children's ages only (free text, at most 100 characters)." })
  kidsAgeRange!: string;

  @Field()
  skillsInterests!: string;

  @Field(() => [String])
  languagesSpoken!: string[];

  @Field(() => [ContactMethod])
  preferredContactMethods!: ContactMethod[];

  @Field(() => String, {
    nullable: true,
    description: "The member's own phone number in E.164; never shown to others.",
  })
  phoneNumber!: string | null;
}

/**
 * A save of the enhanced profile; an absent field keeps its saved value. Plain strings, not the enums: identity
 * checks them, so a wrong value gets the same message through GraphQL and REST.
 */
@InputType()
export class EnhancedProfileInput {
  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  bio?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "One of solo_parent, co_parenting, new_parent, expecting; '' clears it.",
  })
  parentingSituation?: string | null;

  @Field(() => String, { nullable: true, description: "Children's ages only, at most 100 characters." })
  kidsAgeRange?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 1000 characters.' })
  skillsInterests?: string | null;

  @Field(() => [String], { nullable: true })
  languagesSpoken?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Each one of chat, phone, email, video_call.' })
  preferredContactMethods?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: "As written, read with the member's country (or with +country code); '' clears it. Kept in E.164.",
  })
  phoneNumber?: string | null;
}
