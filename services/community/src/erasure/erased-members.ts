import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What community shows in place of a member who erased their account. */
export const FORMER_MEMBER = 'Former member';

/** The ids of members who erased their account: their forum posts stay and show "Former member" (ADR 032). */
@Entity({ name: 'erased_members' })
export class ErasedMemberEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'erased_members_pkey' })
  userId!: string;

  @Column({ type: 'timestamptz' })
  erasedAt!: Date;
}
