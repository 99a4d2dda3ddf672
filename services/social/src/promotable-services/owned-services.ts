import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { notYourService, serviceNotFound } from '../social.errors';
import { PromotableServiceEntity } from './promotable-service.entity';

/** The services a member may promote: their own, not deleted. */
@Injectable()
export class OwnedServices {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The service, when `memberId` hosts it; 404 when unknown or deleted, 403 when someone else's. */
  async ownedBy(
    serviceId: string,
    memberId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PromotableServiceEntity> {
    if (!isUuid(serviceId)) throw serviceNotFound();
    const service = await manager.findOneBy(PromotableServiceEntity, { serviceId });
    if (!service || service.deleted) throw serviceNotFound();
    if (service.hostId !== memberId) throw notYourService();
    return service;
  }
}
