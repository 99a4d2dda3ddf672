import { Entity, Index, PrimaryColumn } from 'typeorm';

/** Identity's blocks as bookings knows them (MemberBlocked / MemberUnblocked): neither member may book the other. */
@Entity({ name: 'member_blocks' })
@Index('member_blocks_blocked_id_idx', ['blockedId'])
export class MemberBlockEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_blocks_pkey' })
  blockerId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_blocks_pkey' })
  blockedId!: string;
}
