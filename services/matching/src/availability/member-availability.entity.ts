import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AvailabilityRule } from './availability-rule.schema';

/** A member's availability: their rules (validated, at most 20), later rules winning over earlier ones. */
@Entity({ name: 'member_availability' })
export class MemberAvailabilityEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_availability_pkey' })
  userId!: string;

  @Column({ type: 'jsonb' })
  rules!: AvailabilityRule[];

  @Column({ type: 'timestamptz' })
  updatedAt!: Date;
}
