import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One message in a conversation; moderation removes it (removed_at) rather than deleting it. */
@Entity({ name: 'messages' })
@Index('messages_conversation_id_created_at_idx', ['conversationId', 'createdAt'])
export class MessageEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'messages_pkey' })
  id!: string;

  @Column('uuid')
  conversationId!: string;

  @Column('uuid')
  senderId!: string;

  /** Trimmed, 1 to 2000 characters. */
  @Column('text')
  body!: string;

  @Column('timestamptz')
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  removedAt!: Date | null;
}
