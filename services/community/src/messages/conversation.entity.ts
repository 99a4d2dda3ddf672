import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The one conversation between two members, the pair ordered (a < b). */
@Entity({ name: 'conversations' })
@Check('conversations_pair_check', `"member_a_id" < "member_b_id"`)
@Index('conversations_member_a_id_member_b_id_key', ['memberAId', 'memberBId'], { unique: true })
export class ConversationEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'conversations_pkey' })
  id!: string;

  @Column('uuid', { name: 'member_a_id' })
  memberAId!: string;

  @Index('conversations_member_b_id_idx')
  @Column('uuid', { name: 'member_b_id' })
  memberBId!: string;

  @Column('timestamptz')
  createdAt!: Date;

  /** Null until the first message. */
  @Column({ type: 'timestamptz', nullable: true })
  lastMessageAt!: Date | null;
}
