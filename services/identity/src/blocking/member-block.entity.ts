import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** One member (the blocker) blocking another: neither sees the other any more. Gone when either account goes. */
@Entity({ name: 'member_blocks' })
@Index('member_blocks_blocked_id_idx', ['blockedId'])
export class MemberBlockEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_blocks_pkey' })
  blockerId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_blocks_pkey' })
  blockedId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocker_id', foreignKeyConstraintName: 'member_blocks_blocker_id_fkey' })
  blocker?: UserEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocked_id', foreignKeyConstraintName: 'member_blocks_blocked_id_fkey' })
  blocked?: UserEntity;

  @Column({ type: 'timestamptz' })
  blockedAt!: Date;

  /** The pre-emptive entry that made this block, if one did: the blocker's list leaves such blocks unnamed. */
  @Column('uuid', { nullable: true })
  preEmptiveBlockId!: string | null;
}
