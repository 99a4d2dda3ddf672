import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum VerificationStatus {
  NOT_SUBMITTED = 'NOT_SUBMITTED',
  PENDING = 'PENDING',
  VERIFIED = 'VERIFIED',
  REJECTED = 'REJECTED',
}

export enum VerificationCaseStatusFilter {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

export enum VerificationDecisionInput {
  APPROVE = 'APPROVE',
  REJECT = 'REJECT',
}

registerEnumType(VerificationStatus, { name: 'VerificationStatus' });
registerEnumType(VerificationCaseStatusFilter, { name: 'VerificationCaseStatus' });
registerEnumType(VerificationDecisionInput, { name: 'VerificationDecision' });

@ObjectType('MyVerification', { description: "The signed-in member's identity verification." })
export class MyVerificationModel {
  @Field(() => VerificationStatus)
  status!: VerificationStatus;

  @Field(() => Date, { nullable: true })
  submittedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the last document was rejected.' })
  rejectionReason!: string | null;
}

@ObjectType('VerificationCase', { description: 'A member’s identity document awaiting or given a decision (admins).' })
export class VerificationCaseModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field()
  memberName!: string;

  @Field(() => VerificationCaseStatusFilter)
  status!: VerificationCaseStatusFilter;

  @Field()
  submittedAt!: Date;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;

  @Field(() => String, { nullable: true })
  rejectionReason!: string | null;
}
