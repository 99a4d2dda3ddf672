import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

export const OCCURRENCE_HOLDS = ['paused', 'cancelled'] as const;
export type OccurrenceHold = (typeof OCCURRENCE_HOLDS)[number];

/** One occurrence of a recurring service the host paused (not bookable, bookings kept) or cancelled. */
@Entity({ name: 'service_occurrence_states' })
@Check('service_occurrence_states_state_check', `"state" IN ('paused', 'cancelled')`)
export class ServiceOccurrenceStateEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'service_occurrence_states_pkey' })
  serviceId!: string;

  /** 'YYYY-MM-DD' in Europe/London: the occurrence's day (a service has at most one occurrence a day). */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'service_occurrence_states_pkey' })
  occurrenceDate!: string;

  @Column('text')
  state!: OccurrenceHold;

  @Column('timestamptz')
  changedAt!: Date;
}
