import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const COVER_REQUEST_STATUSES = ['open', 'covered', 'cancelled'] as const;
export type CoverRequestStatus = (typeof COVER_REQUEST_STATUSES)[number];

/** An urgent cover request: when, for how many children (no details of them), and who took it, if anyone has. */
@Entity({ name: 'cover_requests' })
@Check('cover_requests_status_check', `"status" IN ('open', 'covered', 'cancelled')`)
@Check('cover_requests_children_check', `"children" BETWEEN 1 AND 4`)
@Index('cover_requests_requester_id_idx', ['requesterId'])
export class CoverRequestEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'cover_requests_pkey' })
  id!: string;

  @Column('uuid')
  requesterId!: string;

  /** The day, YYYY-MM-DD in Europe/London. */
  @Column('date')
  day!: string;

  /** HH:MM, Europe/London. */
  @Column('text')
  fromTime!: string;

  /** HH:MM, Europe/London, after fromTime. */
  @Column('text')
  untilTime!: string;

  @Column('integer')
  children!: number;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  /** The requester's postcode district (never more of their address): where the cover is needed. */
  @Column('text')
  district!: string;

  /** When nearby verified childcare hosts were asked too, or null while only the circle is. */
  @Column({ type: 'timestamptz', nullable: true })
  widenedAt!: Date | null;

  @Column('text')
  status!: CoverRequestStatus;

  @Column({ type: 'uuid', nullable: true })
  coveredBy!: string | null;

  @Column('timestamptz')
  createdAt!: Date;

  @Column('timestamptz')
  updatedAt!: Date;
}
