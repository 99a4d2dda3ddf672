import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'users_pkey' })
  id!: string;

  @Index('users_email_key', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 100 })
  fullName!: string;

  @Column({ type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ type: 'varchar', length: 100 })
  lastName!: string;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  @Column({ type: 'varchar', length: 16 })
  postcode!: string;

  @Column({ type: 'varchar', length: 64 })
  country!: string;

  @Column({ type: 'boolean', default: false })
  isSingleParent!: boolean;

  @Column({ type: 'boolean', default: false })
  isLookingForColiving!: boolean;

  @Column({ type: 'boolean', default: false })
  offersServices!: boolean;

  @Column({ type: 'boolean', default: false })
  isVerified!: boolean;

  /** The member opened the link sent to their address (the first admin counts as confirmed). */
  @Column({ type: 'boolean', default: false })
  emailConfirmed!: boolean;

  @Column({ type: 'boolean', default: false })
  isAdmin!: boolean;

  @Column({ type: 'boolean', default: false })
  mfaEnabled!: boolean;

  @Column({ type: 'boolean', default: false })
  hasPendingSignup!: boolean;

  @Column({ type: 'boolean', default: false })
  googleCalendarConnected!: boolean;

  /** When an admin suspended the member (community's MemberSuspended); a suspended member cannot sign in. */
  @Column({ type: 'timestamptz', nullable: true })
  suspendedAt!: Date | null;

  /** When the member erased their account: the row keeps only its id, so their revoked sessions stay revoked. */
  @Column({ type: 'timestamptz', nullable: true })
  erasedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
