import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import type { ContactMethodValue, ParentingSituationValue } from './enhanced-profile.schema';

/** The enhanced profile of a member who saved one; members who never did read the defaults. */
@Entity({ name: 'enhanced_profiles' })
export class EnhancedProfileEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'enhanced_profiles_pkey' })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'enhanced_profiles_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 500, default: '' })
  bio!: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  parentingSituation!: ParentingSituationValue | null;

  @Column({ type: 'varchar', length: 100, default: '' })
  kidsAgeRange!: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  skillsInterests!: string;

  @Column({ type: 'text', array: true })
  languagesSpoken!: string[];

  @Column({ type: 'text', array: true })
  preferredContactMethods!: ContactMethodValue[];

  /** The member's own phone number in E.164; only they see it, and it is never logged or published. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  phoneNumber!: string | null;

  @Column({ type: 'timestamptz' })
  updatedAt!: Date;
}
