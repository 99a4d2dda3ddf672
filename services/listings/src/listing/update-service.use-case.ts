import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, isUuid, OutboxWriter } from '@village/kit';
import { create, ServiceUpdatedEvent, ServiceUpdatedSchema, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { serviceNotFound } from '../listings.errors';
import { ServiceEntity } from '../service-model/service.entity';
import { serviceAsSeenBy, type ServiceView } from '../service-model/service-view';
import { LocatedServiceFieldsReader } from './located-service-fields';
import { serviceSnapshot } from './service-snapshot';
import { lockOwnedService, serviceColumns } from './service-row';

export interface UpdateServiceCommand {
  hostId: string;
  serviceId: string;
  input: unknown;
}

/**
 * The host replaces a service's fields as a whole (`photoIds` is the final ordered list: media drops the photos no
 * longer listed) and `ServiceUpdated` leaves with the new snapshot. The status and creation time stay.
 */
@Injectable()
export class UpdateServiceUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly reader: LocatedServiceFieldsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ hostId, serviceId, input }: UpdateServiceCommand): Promise<ServiceView> {
    // Another member's service answers not found before its input is judged.
    if (!isUuid(serviceId) || !(await this.dataSource.manager.existsBy(ServiceEntity, { id: serviceId, hostId }))) {
      throw serviceNotFound();
    }
    const fields = await this.reader.read(input);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const service = await lockOwnedService(manager, serviceId, hostId);
      const columns = { ...serviceColumns(fields), updatedAt: now };
      await manager.update(ServiceEntity, { id: service.id }, columns);
      Object.assign(service, columns);
      await this.outbox.add(
        manager,
        ServiceUpdatedEvent,
        create(ServiceUpdatedSchema, { service: serviceSnapshot(service), updatedAt: timestampFromDate(now) }),
        { key: service.id },
      );
      return serviceAsSeenBy(service, hostId);
    });
  }
}
