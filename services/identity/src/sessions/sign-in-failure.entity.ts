import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One failed sign-in, kept for the per-account limit's window. Counted by email, known account or not. */
@Entity({ name: 'sign_in_failures' })
@Index('sign_in_failures_email_failed_at_idx', ['email', 'failedAt'])
export class SignInFailureEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'sign_in_failures_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Index('sign_in_failures_failed_at_idx')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  failedAt!: Date;
}
