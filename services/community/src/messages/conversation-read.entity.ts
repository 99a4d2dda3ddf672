import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How far a member has read a conversation: messages after `last_read_at` from the other member are unread. */
@Entity({ name: 'conversation_reads' })
export class ConversationReadEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'conversation_reads_pkey' })
  conversationId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'conversation_reads_pkey' })
  memberId!: string;

  @Column('timestamptz')
  lastReadAt!: Date;
}
