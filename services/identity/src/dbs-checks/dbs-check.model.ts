import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "A member's current enhanced DBS check: the certificate number's last 4 characters only." })
export class DbsCheck {
  @Field(() => ID)
  memberId!: string;

  @Field()
  certificateLast4!: string;

  @Field({ description: 'The certificate’s issue date, YYYY-MM-DD.' })
  issuedOn!: string;

  @Field()
  recordedAt!: Date;
}

@InputType()
export class DbsCheckInput {
  @Field({ description: 'The 12-digit certificate number; only its last 4 characters are kept.' })
  certificateNumber!: string;

  @Field({ description: 'YYYY-MM-DD' })
  issuedOn!: string;
}
