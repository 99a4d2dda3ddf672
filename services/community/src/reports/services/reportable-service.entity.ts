import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What community knows of a listed service (listings' events), so that members can report it to its host's name. */
@Entity({ name: 'reportable_services' })
export class ReportableServiceEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'reportable_services_pkey' })
  serviceId!: string;

  @Column('uuid')
  hostId!: string;

  @Column('text')
  title!: string;

  /** A tombstone: a deleted service is never reported again, even when an older event arrives later. */
  @Column({ type: 'boolean', default: false })
  deleted!: boolean;

  /** The newest event applied: an older one that arrives later changes nothing. */
  @Column('timestamptz')
  versionAt!: Date;
}
