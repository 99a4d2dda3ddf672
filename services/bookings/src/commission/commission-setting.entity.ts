import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The commission rate an admin set for one service type; a type without a row uses the default. */
@Entity({ name: 'commission_settings' })
@Check('commission_settings_rate_check', `"rate" >= 0 AND "rate" <= 1`)
export class CommissionSettingEntity {
  @PrimaryColumn('text', { primaryKeyConstraintName: 'commission_settings_pkey' })
  serviceType!: string;

  /** A fraction from 0 to 1 with two decimals; numeric arrives as text from pg ("0.13"). */
  @Column({ type: 'numeric', precision: 3, scale: 2 })
  rate!: string;

  @Column({ type: 'uuid', nullable: true })
  updatedBy!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
