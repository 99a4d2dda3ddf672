import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { COMMISSION_SERVICE_TYPES, DEFAULT_COMMISSION_RATE } from './commission-service-types';
import { CommissionSettingEntity } from './commission-setting.entity';

export interface CommissionSettingView {
  serviceType: string;
  /** Two decimals as text, e.g. "0.13". */
  rate: string;
  isDefault: boolean;
  updatedAt: Date | null;
}

/** The commission rate in force for each service type: an admin's setting, else the default. */
@Injectable()
export class CommissionRates {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the caller's transaction when it passes one (payments record the rate in force at capture). */
  async rateFor(serviceType: string, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const setting = await manager.getRepository(CommissionSettingEntity).findOneBy({ serviceType });
    return setting?.rate ?? DEFAULT_COMMISSION_RATE;
  }

  /** Every current type, in the listing order, with its rate. */
  async all(): Promise<CommissionSettingView[]> {
    const settings = await this.dataSource.getRepository(CommissionSettingEntity).find();
    const byType = new Map(settings.map((setting) => [setting.serviceType, setting]));
    return COMMISSION_SERVICE_TYPES.map((serviceType) => {
      const setting = byType.get(serviceType);
      return setting
        ? { serviceType, rate: setting.rate, isDefault: false, updatedAt: setting.updatedAt }
        : { serviceType, rate: DEFAULT_COMMISSION_RATE, isDefault: true, updatedAt: null };
    });
  }
}
