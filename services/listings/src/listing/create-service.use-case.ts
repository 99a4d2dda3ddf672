import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, type Clock } from '@village/kit';
import { create, ServiceListedEvent, ServiceListedSchema, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { ServiceEntity } from '../service-model/service.entity';
import { serviceAsSeenBy, type ServiceView } from '../service-model/service-view';
import { LocatedServiceFieldsReader } from './located-service-fields';
import { serviceSnapshot } from './service-snapshot';
import { serviceColumns } from './service-row';

export interface CreateServiceCommand {
  hostId: string;
  input: unknown;
}

/** A member offers a new service (active at once) and `ServiceListed` leaves with it. Bad input stores nothing. */
@Injectable()
export class CreateServiceUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly reader: LocatedServiceFieldsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ hostId, input }: CreateServiceCommand): Promise<ServiceView> {
    const fields = await this.reader.read(input);
    const now = this.clock.now();
    const service = Object.assign(new ServiceEntity(), {
      id: randomUUID(),
      hostId,
      ...serviceColumns(fields),
      status: 'active',
      createdAt: now,
      updatedAt: now,
    });
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(ServiceEntity, service);
      await this.outbox.add(
        manager,
        ServiceListedEvent,
        create(ServiceListedSchema, { service: serviceSnapshot(service), listedAt: timestampFromDate(now) }),
        { key: service.id },
      );
    });
    return serviceAsSeenBy(service, hostId);
  }
}
