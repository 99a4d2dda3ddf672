import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const MEETING_TYPES = ['general', 'playdate', 'consultation', 'support_group'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

export const MEETING_STATUSES = ['scheduled', 'active', 'completed', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** A video meeting a member hosts; `roomId` names its call and is never guessable. */
@Entity({ name: 'video_meetings' })
@Index('video_meetings_scheduled_for_idx', ['scheduledFor'])
@Index('video_meetings_host_id_idx', ['hostId'])
@Index('video_meetings_room_id_key', ['roomId'], { unique: true })
@Check('video_meetings_type_check', `"meeting_type" IN ('general', 'playdate', 'consultation', 'support_group')`)
@Check('video_meetings_status_check', `"status" IN ('scheduled', 'active', 'completed', 'cancelled')`)
@Check('video_meetings_duration_check', `"duration_minutes" BETWEEN 15 AND 480`)
@Check('video_meetings_max_participants_check', `"max_participants" BETWEEN 2 AND 50`)
export class VideoMeetingEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'video_meetings_pkey' })
  id!: string;

  @Column('uuid')
  hostId!: string;

  @Column('text')
  title!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column('timestamptz')
  scheduledFor!: Date;

  @Column({ type: 'integer', default: 60 })
  durationMinutes!: number;

  @Column({ type: 'integer', default: 10 })
  maxParticipants!: number;

  @Column({ type: 'boolean', default: true })
  isPublic!: boolean;

  @Column({ type: 'text', default: 'general' })
  meetingType!: MeetingType;

  @Column({ type: 'text', default: 'scheduled' })
  status!: MeetingStatus;

  @Column('text')
  roomId!: string;

  @Column('timestamptz')
  createdAt!: Date;

  /** When the host first joined the call. */
  @Column({ type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;
}
