import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Matching's own copy of what it needs about a member, kept current from identity's events. */
@Entity({ name: 'members' })
export class MemberProjectionEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'members_pkey' })
  userId!: string;

  @Column({ type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  @Column({ type: 'varchar', length: 16 })
  postcode!: string;

  @Column({ type: 'varchar', length: 64 })
  country!: string;

  @Column({ type: 'boolean' })
  isSingleParent!: boolean;

  @Column({ type: 'boolean' })
  isLookingForColiving!: boolean;

  @Column({ type: 'boolean' })
  offersServices!: boolean;

  @Column({ type: 'timestamptz' })
  registeredAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
