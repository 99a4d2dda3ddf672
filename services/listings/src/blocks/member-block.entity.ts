import { Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Identity's blocks as listings knows them (from MemberBlocked / MemberUnblocked): the two members of a row never
 * see each other's services.
 */
@Entity({ name: 'member_blocks' })
@Index('member_blocks_blocked_id_idx', ['blockedId'])
export class MemberBlockEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_blocks_pkey' })
  blockerId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_blocks_pkey' })
  blockedId!: string;
}
