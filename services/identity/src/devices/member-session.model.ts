import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('MemberSession', { description: 'A device the member is signed in on (one sign-in, kept by rotation).' })
export class MemberSessionModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: "The browser's User-Agent when it signed in." })
  userAgent!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The network it last connected from, coarsely (an IPv4 /24 or an IPv6 /48), never the full address.',
  })
  network!: string | null;

  @Field()
  signedInAt!: Date;

  @Field({ description: 'When the device last renewed its session (at most one access-token lifetime ago if in use).' })
  lastActiveAt!: Date;

  @Field({ description: 'True for the device asking.' })
  current!: boolean;
}
