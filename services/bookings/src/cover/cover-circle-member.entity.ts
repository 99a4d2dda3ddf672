import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A member the owner named in their emergency cover circle: told at once of the owner's urgent cover requests. */
@Entity({ name: 'cover_circle_members' })
@Index('cover_circle_members_member_id_idx', ['memberId'])
export class CoverCircleMemberEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'cover_circle_members_pkey' })
  ownerId!: string;

  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'cover_circle_members_pkey' })
  memberId!: string;

  @Column('timestamptz')
  createdAt!: Date;
}
