import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type MatchRunStatus = 'queued' | 'running' | 'done' | 'failed';

/** One request to generate a member's matches, run by the generate-matches job. */
@Entity({ name: 'match_runs' })
@Index('match_runs_requester_id_requested_at_idx', ['requesterId', 'requestedAt'])
export class MatchRunEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'match_runs_pkey' })
  id!: string;

  @Column('uuid')
  requesterId!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: MatchRunStatus;

  /** 0..1. */
  @Column({ type: 'double precision' })
  progress!: number;

  @Column({ type: 'integer' })
  matchesFound!: number;

  @Column({ type: 'timestamptz' })
  requestedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
