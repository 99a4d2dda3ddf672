import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('GeneratedSocialMediaPost', { description: 'A suggested post promoting one of your services.' })
export class GeneratedSocialMediaPostModel {
  @Field(() => String, { description: 'At most 280 characters; never an address or a child detail.' })
  content!: string;

  @Field(() => [String], { description: 'Without the #.' })
  hashtags!: string[];

  @Field(() => String, { description: 'Who wrote it: built_in (no network) or model (the configured endpoint).' })
  writer!: string;
}
