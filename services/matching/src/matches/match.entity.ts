import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';
import type { FactorExplanation } from '../scoring/score-pair';
import type { MatchFactors } from '../scoring/match-weights';

export type MatchResponse = 'accepted' | 'declined';

/** One row per pair of members (member_a_id < member_b_id); regenerating rescores it and keeps both responses. */
@Entity({ name: 'matches' })
@Unique('matches_member_a_id_member_b_id_key', ['memberAId', 'memberBId'])
@Index('matches_member_b_id_idx', ['memberBId'])
export class MatchEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'matches_pkey' })
  id!: string;

  @Column('uuid', { name: 'member_a_id' })
  memberAId!: string;

  @Column('uuid', { name: 'member_b_id' })
  memberBId!: string;

  @Column({ type: 'double precision' })
  matchScore!: number;

  @Column({ type: 'jsonb' })
  factors!: MatchFactors;

  @Column({ type: 'jsonb' })
  explanations!: FactorExplanation[];

  /** Between the two district centres, rounded: all either member learns of the other's whereabouts. */
  @Column({ type: 'integer' })
  distanceMiles!: number;

  @Column({ type: 'varchar', length: 16, nullable: true })
  aResponse!: MatchResponse | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  bResponse!: MatchResponse | null;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  scoredAt!: Date;

  /** When the second member accepted: the match is mutual. */
  @Column({ type: 'timestamptz', nullable: true })
  matchedAt!: Date | null;
}
