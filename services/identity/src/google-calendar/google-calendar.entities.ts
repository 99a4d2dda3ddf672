import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A member's Google Calendar connection: both tokens sealed with GOOGLE_CALENDAR_TOKEN_KEY. */
@Entity({ name: 'google_calendar_connections' })
export class GoogleCalendarConnectionEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'google_calendar_connections_pkey' })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'google_calendar_connections_user_id_fkey' })
  user?: UserEntity;

  @Column('text')
  accessTokenSealed!: string;

  @Column({ type: 'text', nullable: true })
  refreshTokenSealed!: string | null;

  @Column({ type: 'timestamptz' })
  accessExpiresAt!: Date;

  @Column({ type: 'timestamptz' })
  connectedAt!: Date;

  /** Set when the member's calendar changed since the last push; the sweep sends a push for it. */
  @Column({ type: 'boolean', default: true })
  needsSync!: boolean;
}

/** An OAuth `state` handed to Google and not yet come back (only its hash): ties the callback to the member. */
@Entity({ name: 'google_calendar_states' })
export class GoogleCalendarStateEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'google_calendar_states_pkey' })
  stateHash!: string;

  @Column('uuid')
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'google_calendar_states_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;
}

/** An event Village put in the member's Google Calendar, under its stable id, and a hash of what it sent. */
@Entity({ name: 'google_calendar_pushed_events' })
export class GoogleCalendarPushedEventEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'google_calendar_pushed_events_pkey' })
  userId!: string;

  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'google_calendar_pushed_events_pkey' })
  googleEventId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'google_calendar_pushed_events_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 64 })
  fingerprint!: string;
}
