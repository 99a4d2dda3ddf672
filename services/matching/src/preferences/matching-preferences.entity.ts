import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member's saved matching preferences; a member who never saved has the defaults (DEFAULT_PREFERENCES). */
@Entity({ name: 'matching_preferences' })
export class MatchingPreferencesEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'matching_preferences_pkey' })
  userId!: string;

  @Column({ type: 'text', array: true })
  serviceTypes!: string[];

  @Column({ type: 'integer' })
  maxDistanceMiles!: number;

  @Column({ type: 'double precision' })
  minMatchScore!: number;

  @Column({ type: 'boolean' })
  verifiedContactOnly!: boolean;

  @Column({ type: 'timestamptz' })
  updatedAt!: Date;
}
