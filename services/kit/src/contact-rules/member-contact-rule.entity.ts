import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What another service knows of who may contact a member (from UserVerified, VerificationDecided and
 * MemberContactRuleChanged). A member with no row is unverified and accepts anyone. Each service creates the table in
 * its own schema with its own migration.
 */
@Entity({ name: 'member_contact_rules' })
export class MemberContactRuleEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_contact_rules_pkey' })
  userId!: string;

  /** identity verified the member; a member once verified stays so. */
  @Column('boolean', { default: false })
  isVerified!: boolean;

  /** The member accepts contact from verified members only. */
  @Column('boolean', { default: false })
  onlyVerifiedContact!: boolean;

  /** When identity last changed the rule: an older MemberContactRuleChanged arriving late changes nothing. */
  @Column('timestamptz', { nullable: true })
  ruleChangedAt!: Date | null;
}
