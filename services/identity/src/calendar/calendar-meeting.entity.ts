import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What the calendar knows of a video meeting, from media's events. A cancellation may arrive before the schedule,
 * hence the nullable details; once cancelled, a meeting stays cancelled.
 */
@Entity({ name: 'calendar_meetings' })
@Index('calendar_meetings_host_id_idx', ['hostId'])
export class CalendarMeetingEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'calendar_meetings_pkey' })
  meetingId!: string;

  @Column('uuid')
  hostId!: string;

  @Column({ type: 'text', nullable: true })
  title!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  durationMinutes!: number | null;

  @Column({ type: 'boolean', default: false })
  cancelled!: boolean;

  @Column({ type: 'timestamptz' })
  changedAt!: Date;
}
