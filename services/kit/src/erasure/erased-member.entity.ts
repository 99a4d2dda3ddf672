import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The ids of members who erased their account, kept by every service that forgets them (ADR 032): an event about one
 * of them that arrives after `UserErased` must not bring back what the erasure deleted.
 */
@Entity({ name: 'erased_members' })
export class ErasedMemberEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'erased_members_pkey' })
  userId!: string;

  @Column({ type: 'timestamptz' })
  erasedAt!: Date;
}
