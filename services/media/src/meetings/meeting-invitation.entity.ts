import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A member the host invited to a meeting, and their answer. One per member and meeting. */
@Entity({ name: 'meeting_invitations' })
@Index('meeting_invitations_meeting_invitee_key', ['meetingId', 'inviteeId'], { unique: true })
@Index('meeting_invitations_invitee_id_idx', ['inviteeId'])
@Check('meeting_invitations_status_check', `"status" IN ('pending', 'accepted', 'declined')`)
export class MeetingInvitationEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'meeting_invitations_pkey' })
  id!: string;

  @Column('uuid')
  meetingId!: string;

  @Column('uuid')
  inviteeId!: string;

  @Column('uuid')
  inviterId!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: InvitationStatus;

  @Column('timestamptz')
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  respondedAt!: Date | null;
}
