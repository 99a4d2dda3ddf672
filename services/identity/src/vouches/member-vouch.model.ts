import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum MemberVouchStatus {
  requested = 'requested',
  active = 'active',
  declined = 'declined',
  revoked = 'revoked',
}

registerEnumType(MemberVouchStatus, {
  name: 'MemberVouchStatus',
  description: 'Asked and not yet answered, given (active), declined, or withdrawn by the voucher (revoked).',
});

@ObjectType({ description: 'A vouch asked of a verified member, as the member or the voucher sees it.' })
export class MemberVouch {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'The member vouched for.' })
  memberId!: string;

  @Field()
  memberName!: string;

  @Field(() => ID)
  voucherId!: string;

  @Field()
  voucherName!: string;

  @Field(() => MemberVouchStatus)
  status!: MemberVouchStatus;

  @Field()
  requestedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the voucher accepted or declined.' })
  decidedAt!: Date | null;
}
