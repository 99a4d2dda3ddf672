import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** Why two members may message each other: a confirmed booking between them, or (from matching) a mutual match. */
export type MessagePermitReason = 'booking' | 'match';

/**
 * Two members who may message each other, the pair ordered (a < b). A permit is never withdrawn: members whose booking
 * ended may still need to talk. Bookings' BookingConfirmed grants 'booking'; matching's mutual match grants 'match'.
 */
@Entity({ name: 'message_permits' })
@Check('message_permits_pair_check', `"member_a_id" < "member_b_id"`)
@Check('message_permits_reason_check', `"reason" IN ('booking', 'match')`)
export class MessagePermitEntity {
  @PrimaryColumn('uuid', { name: 'member_a_id', primaryKeyConstraintName: 'message_permits_pkey' })
  memberAId!: string;

  @PrimaryColumn('uuid', { name: 'member_b_id', primaryKeyConstraintName: 'message_permits_pkey' })
  memberBId!: string;

  @PrimaryColumn('text', { primaryKeyConstraintName: 'message_permits_pkey' })
  reason!: MessagePermitReason;

  @Column('timestamptz')
  grantedAt!: Date;
}
