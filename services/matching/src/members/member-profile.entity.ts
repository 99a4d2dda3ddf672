import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What matching keeps of a member's enhanced profile (identity's `UserProfileUpdated`): no bio, ages as text. */
@Entity({ name: 'member_profiles' })
export class MemberProfileEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_profiles_pkey' })
  userId!: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  parentingSituation!: string | null;

  @Column({ type: 'varchar', length: 100 })
  kidsAgeRange!: string;

  @Column({ type: 'varchar', length: 1000 })
  skillsInterests!: string;

  @Column({ type: 'text', array: true })
  languagesSpoken!: string[];

  @Column({ type: 'text', array: true })
  preferredContactMethods!: string[];

  /** When identity saved the profile: an older save arriving late never overwrites a newer one. */
  @Column({ type: 'timestamptz' })
  profileUpdatedAt!: Date;
}
