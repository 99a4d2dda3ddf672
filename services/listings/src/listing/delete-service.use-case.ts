import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, type Clock } from '@village/kit';
import { create, ServiceDeletedEvent, ServiceDeletedSchema, timestampFromDate } from '@village/proto';
import type { DataSource } from 'typeorm';
import { ServiceEntity } from '../service-model/service.entity';
import { lockOwnedService } from './service-row';

export interface DeleteServiceCommand {
  hostId: string;
  serviceId: string;
}

/** The host deletes a service for good; `ServiceDeleted` names its photos so media deletes them too. */
@Injectable()
export class DeleteServiceUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ hostId, serviceId }: DeleteServiceCommand): Promise<string> {
    await this.dataSource.transaction(async (manager) => {
      const service = await lockOwnedService(manager, serviceId, hostId);
      await manager.delete(ServiceEntity, { id: service.id });
      await this.outbox.add(
        manager,
        ServiceDeletedEvent,
        create(ServiceDeletedSchema, {
          serviceId: service.id,
          hostId,
          photoIds: [...service.photoIds],
          deletedAt: timestampFromDate(this.clock.now()),
        }),
        { key: service.id },
      );
    });
    return serviceId;
  }
}
