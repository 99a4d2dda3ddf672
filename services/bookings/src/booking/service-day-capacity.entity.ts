import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How many pending or confirmed guests a service has on one day; its row is the lock that keeps the count true. */
@Entity({ name: 'service_day_capacity' })
export class ServiceDayCapacityEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'service_day_capacity_pkey' })
  serviceId!: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'service_day_capacity_pkey' })
  bookingDate!: string;

  @Column({ type: 'integer', default: 0 })
  held!: number;
}
