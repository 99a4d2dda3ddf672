import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An invitee's newest answer to a meeting invitation: accepted or declined. */
@Entity({ name: 'calendar_meeting_answers' })
@Index('calendar_meeting_answers_member_id_idx', ['memberId'])
export class CalendarMeetingAnswerEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'calendar_meeting_answers_pkey' })
  meetingId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'calendar_meeting_answers_pkey' })
  memberId!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: string;

  @Column({ type: 'timestamptz' })
  answeredAt!: Date;
}
