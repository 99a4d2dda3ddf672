import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A member's newest place at a community event (going, waitlisted or cancelled), with the event's details. */
@Entity({ name: 'calendar_event_places' })
@Index('calendar_event_places_member_id_idx', ['memberId'])
export class CalendarEventPlaceEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'calendar_event_places_pkey' })
  eventId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'calendar_event_places_pkey' })
  memberId!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: string;

  @Column('text')
  title!: string;

  @Column({ type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'timestamptz' })
  endsAt!: Date;

  /** Empty for a virtual event. */
  @Column('text')
  location!: string;

  @Column({ type: 'timestamptz' })
  changedAt!: Date;
}
