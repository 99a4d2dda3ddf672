import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import type { OccurrenceHold } from './service-occurrence-state.entity';

/** A recurring service whose whole series the host paused or cancelled (every occurrence, later ones too). */
@Entity({ name: 'service_series_states' })
@Check('service_series_states_state_check', `"state" IN ('paused', 'cancelled')`)
export class ServiceSeriesStateEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'service_series_states_pkey' })
  serviceId!: string;

  @Column('text')
  state!: OccurrenceHold;

  @Column('timestamptz')
  changedAt!: Date;
}
