import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A community event a member organises; `location` is null for a virtual one. */
@Entity({ name: 'community_events' })
@Index('community_events_start_at_idx', ['startAt'])
@Index('community_events_series_id_idx', ['seriesId'])
@Index('community_events_series_start_key', ['seriesId', 'startAt'], { unique: true })
@Check(
  'community_events_type_check',
  `"event_type" IN ('social', 'workshop', 'support_group', 'educational', 'meetup')`,
)
@Check('community_events_times_check', `"end_at" > "start_at"`)
@Check('community_events_max_participants_check', `"max_participants" BETWEEN 2 AND 100`)
@Check('community_events_location_check', `NOT "is_virtual" OR "location" IS NULL`)
export class CommunityEventEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'community_events_pkey' })
  id!: string;

  @Column('uuid')
  organiserId!: string;

  @Column('text')
  title!: string;

  @Column('text')
  description!: string;

  @Column('text')
  eventType!: string;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  @Column('boolean')
  isVirtual!: boolean;

  @Column('timestamptz')
  startAt!: Date;

  @Column('timestamptz')
  endAt!: Date;

  /** Places, counting each member and the children they bring; its row is the lock that keeps them true. */
  @Column({ type: 'integer', default: 20 })
  maxParticipants!: number;

  @Column('timestamptz')
  createdAt!: Date;

  /** The series a recurring event's occurrences share (each occurrence is its own event); null for a one-off. */
  @Column({ type: 'uuid', nullable: true })
  seriesId!: string | null;

  /** The RFC 5545 rule the series follows; null for a one-off. */
  @Column({ type: 'text', nullable: true })
  recurrenceRule!: string | null;

  /** When the organiser cancelled it (this occurrence, or the series); its RSVPs were cancelled with it. */
  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;

  /** When the organiser paused RSVPs to it (this date, or the series); members already going keep their place. */
  @Column({ type: 'timestamptz', nullable: true })
  pausedAt!: Date | null;

  /** When the organiser cancelled the whole series: the daily top-up adds no more dates to it. */
  @Column({ type: 'timestamptz', nullable: true })
  seriesCancelledAt!: Date | null;

  /** When an admin removed it after a report; nobody sees it again. */
  @Column({ type: 'timestamptz', nullable: true })
  removedAt!: Date | null;
}
