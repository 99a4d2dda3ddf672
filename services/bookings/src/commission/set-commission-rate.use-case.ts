import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, CLOCK, parseOrThrow, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { CommissionSettingView } from './commission-rates';
import { COMMISSION_SERVICE_TYPES } from './commission-service-types';
import { CommissionSettingEntity } from './commission-setting.entity';

export interface SetCommissionRateCommand {
  adminId: string;
  serviceType: string;
  rate: string;
}

const RATE_PATTERN = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

const commissionRateSchema = z.object({
  serviceType: z.enum(COMMISSION_SERVICE_TYPES, { error: 'Service type is required' }),
  rate: z
    .string({ error: 'Rate is required' })
    .trim()
    .min(1, 'Rate is required')
    .refine((rate) => RATE_PATTERN.test(rate) && Number(rate) <= 1, 'Rate must be between 0 and 1')
    .refine((rate) => (rate.split('.')[1] ?? '').replace(/0+$/, '').length <= 2, {
      message: 'Rate can have at most 2 decimal places',
      abort: true,
    }),
});

/** An admin sets the commission rate of one service type (a fraction from 0 to 1, two decimals at most). */
@Injectable()
export class SetCommissionRateUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: SetCommissionRateCommand): Promise<CommissionSettingView> {
    const { serviceType, rate } = parseOrThrow(commissionRateSchema, {
      serviceType: command.serviceType,
      rate: command.rate,
    });
    const setting = {
      serviceType,
      rate: Number(rate).toFixed(2),
      updatedBy: command.adminId,
      updatedAt: this.clock.now(),
    };
    await this.dataSource.getRepository(CommissionSettingEntity).upsert(setting, ['serviceType']);
    this.audit.record('admin.action', {
      accountId: command.adminId,
      detail: `commission.rate_set type=${serviceType} rate=${setting.rate}`,
    });
    return { serviceType, rate: setting.rate, isDefault: false, updatedAt: setting.updatedAt };
  }
}
