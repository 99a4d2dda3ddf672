import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The initial of a member's last name, from identity's UserRegistered: all a trusted contact is told of it. */
@Entity({ name: 'member_last_initials' })
export class MemberLastInitialEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_last_initials_pkey' })
  userId!: string;

  @Column({ type: 'varchar', length: 1 })
  lastInitial!: string;
}
