import { Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * identity's blocks as another service knows them (from MemberBlocked / MemberUnblocked): the two members of a row
 * never meet in that service. Each service creates the table in its own schema with its own migration.
 */
@Entity({ name: 'member_blocks' })
@Index('member_blocks_blocked_id_idx', ['blockedId'])
export class MemberBlockEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_blocks_pkey' })
  blockerId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_blocks_pkey' })
  blockedId!: string;
}
