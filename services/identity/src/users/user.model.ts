import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { VerificationLevel } from './verification-level';

@ObjectType('User')
@Directive('@key(fields: "id")')
export class UserModel {
  @Field(() => ID)
  id!: string;

  @Field()
  fullName!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field(() => String, { nullable: true, description: 'Only visible to the member themself and to admins.' })
  email!: string | null;

  @Field()
  city!: string;

  @Field(() => String, { nullable: true, description: 'Only visible to the member themself and to admins.' })
  postcode!: string | null;

  @Field()
  country!: string;

  @Field()
  isSingleParent!: boolean;

  @Field()
  isLookingForColiving!: boolean;

  @Field()
  offersServices!: boolean;

  @Field()
  isVerified!: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the member confirmed their email address. Only visible to the member themself and to admins.',
  })
  emailConfirmed!: boolean | null;

  @Field()
  isAdmin!: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Only visible to the member themself and to admins.' })
  mfaEnabled!: boolean | null;

  @Field(() => VerificationLevel, {
    description: 'What other members may know of how this member is verified (identity checked, MFA on).',
  })
  verificationLevel!: VerificationLevel;

  @Field()
  hasPendingSignup!: boolean;

  @Field()
  googleCalendarConnected!: boolean;

  @Field()
  createdAt!: Date;
}
