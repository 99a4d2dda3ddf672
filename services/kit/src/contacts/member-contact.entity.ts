import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member's first name and address as identity last published them (MemberContactChanged, ADR 013). */
@Entity({ name: 'member_contacts' })
export class MemberContactEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'member_contacts_pkey' })
  userId!: string;

  @Column('text')
  email!: string;

  @Column('text')
  firstName!: string;

  /** Only a confirmed address is emailed or shown to the other side of a booking. */
  @Column('boolean')
  emailConfirmed!: boolean;

  /** When identity changed it: an older event arriving late changes nothing. */
  @Column('timestamptz')
  changedAt!: Date;
}
