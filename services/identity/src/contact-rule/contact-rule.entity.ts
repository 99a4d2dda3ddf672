import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** Who may contact the member; a member with no row accepts anyone. */
@Entity({ name: 'member_contact_settings' })
export class ContactRuleEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_contact_settings_pkey' })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'member_contact_settings_user_id_fkey' })
  user?: UserEntity;

  /** Only members identity verified may message, request a booking of, or be matched with the member. */
  @Column('boolean', { default: false })
  onlyVerifiedContact!: boolean;

  @Column('timestamptz')
  updatedAt!: Date;
}
