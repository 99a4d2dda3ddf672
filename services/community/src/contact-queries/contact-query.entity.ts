import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A question a visitor or member sent from the contact form; open until an admin resolves it. */
@Entity({ name: 'contact_queries' })
@Index('contact_queries_status_created_at_idx', ['status', 'createdAt'])
@Check('contact_queries_status_check', `"status" IN ('open', 'resolved')`)
export class ContactQueryEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'contact_queries_pkey' })
  id!: string;

  @Column('text')
  firstName!: string;

  @Column('text')
  lastName!: string;

  @Column('text')
  email!: string;

  @Column('text')
  subject!: string;

  @Column('text')
  message!: string;

  /** The member who sent it when signed in; null for a visitor. */
  @Column({ type: 'uuid', nullable: true })
  memberId!: string | null;

  @Column({ type: 'text', default: 'open' })
  status!: ContactQueryStatus;

  @Column('timestamptz')
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  resolvedBy!: string | null;
}

export type ContactQueryStatus = 'open' | 'resolved';
