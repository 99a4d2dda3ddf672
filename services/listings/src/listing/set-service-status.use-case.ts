import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, type Clock } from '@village/kit';
import { create, ServiceStatusChangedEvent, ServiceStatusChangedSchema, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { serviceInvalid, serviceStatusConflict } from '../listings.errors';
import { ServiceEntity } from '../service-model/service.entity';
import { serviceAsSeenBy, type ServiceView } from '../service-model/service-view';
import { SERVICE_STATUSES, type ServiceStatus } from '../service-model/service-words';
import { lockOwnedService } from './service-row';
import { canChangeStatus } from './service-status-transitions';

export interface SetServiceStatusCommand {
  hostId: string;
  serviceId: string;
  status: string;
}

const isStatus = (value: string): value is ServiceStatus => (SERVICE_STATUSES as readonly string[]).includes(value);

/** The host pauses, resumes, completes or cancels a service; `ServiceStatusChanged` leaves with the change. */
@Injectable()
export class SetServiceStatusUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ hostId, serviceId, status }: SetServiceStatusCommand): Promise<ServiceView> {
    return this.dataSource.transaction(async (manager) => {
      const service = await lockOwnedService(manager, serviceId, hostId);
      const to = status.trim();
      if (!isStatus(to)) {
        const message = 'Please choose a status from the list';
        throw serviceInvalid(message, { status: message });
      }
      const from = service.status as ServiceStatus;
      if (from === to) return serviceAsSeenBy(service, hostId);
      if (!canChangeStatus(from, to)) throw serviceStatusConflict(from, to);
      const now = this.clock.now();
      await manager.update(ServiceEntity, { id: service.id }, { status: to, updatedAt: now });
      Object.assign(service, { status: to, updatedAt: now });
      await this.outbox.add(
        manager,
        ServiceStatusChangedEvent,
        create(ServiceStatusChangedSchema, {
          serviceId: service.id,
          hostId,
          status: to,
          previousStatus: from,
          changedAt: timestampFromDate(now),
        }),
        { key: service.id },
      );
      return serviceAsSeenBy(service, hostId);
    });
  }
}
