import { blockedEitherWay, isUuid } from '@village/kit';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isConfirmedGuest } from '../confirmed-guests/confirmed-guests';
import { ServiceEntity } from '../service-model/service.entity';
import { serviceAsSeenBy, type ServiceView } from '../service-model/service-view';

/** Reading services: one as a viewer (or visitor) may see it, and a host's own. */
@Injectable()
export class ServiceQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A service's detail for `viewerId` (null: a visitor). The host sees it in any status; anyone else only while it
   * is active, and never across a block either way. Null when not visible. A guest with a confirmed booking of it
   * sees its exact address.
   */
  async visibleService(serviceId: string, viewerId: string | null): Promise<ServiceView | null> {
    if (!isUuid(serviceId)) return null;
    const service = await this.dataSource.manager.findOneBy(ServiceEntity, { id: serviceId });
    if (!service) return null;
    if (viewerId !== service.hostId) {
      if (service.status !== 'active') return null;
      if (viewerId && (await blockedEitherWay(this.dataSource.manager, viewerId, service.hostId))) return null;
    }
    const confirmedGuest =
      viewerId !== null &&
      viewerId !== service.hostId &&
      (await isConfirmedGuest(this.dataSource.manager, service.id, viewerId));
    return serviceAsSeenBy(service, viewerId, null, confirmedGuest);
  }

  /** The host's services in every status, newest first. */
  async hostServices(hostId: string): Promise<ServiceView[]> {
    const services = await this.dataSource.manager.find(ServiceEntity, {
      where: { hostId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return services.map((service) => serviceAsSeenBy(service, hostId));
  }
}
