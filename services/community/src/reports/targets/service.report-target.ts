import { Injectable } from '@nestjs/common';
import { notBlockedEitherWaySql, OutboxWriter } from '@village/kit';
import { create, ServiceTakenDownEvent, ServiceTakenDownSchema, timestampFromDate } from '@village/proto';
import type { EntityManager } from 'typeorm';
import { excerptOf, type Removal, type ReportedThing, type ReportTarget } from '../report-target';
import { ReportTargets } from '../report-targets';
import { REPORT_EXCERPT_LENGTH } from '../report.words';
import { ReportableServiceEntity } from '../services/reportable-service.entity';

/**
 * A listed service (known from listings' events); its subject is the host. Removing it asks listings to take it down
 * (ServiceTakenDown through the outbox, in the resolution's transaction).
 */
@Injectable()
export class ServiceReportTarget implements ReportTarget {
  readonly kind = 'service' as const;

  constructor(
    private readonly outbox: OutboxWriter,
    targets: ReportTargets,
  ) {
    targets.register(this);
  }

  async find(manager: EntityManager, reporterId: string, targetId: string): Promise<ReportedThing | null> {
    const [service] = await manager.query<Array<{ hostId: string; title: string }>>(
      `SELECT service.host_id AS "hostId", service.title FROM reportable_services service
        WHERE service.service_id = $2 AND NOT service.deleted AND ${notBlockedEitherWaySql('service.host_id', '$1')}`,
      [reporterId, targetId],
    );
    return service
      ? { subjectMemberId: service.hostId, excerpt: excerptOf(service.title, REPORT_EXCERPT_LENGTH) }
      : null;
  }

  async excerpt(manager: EntityManager, targetId: string): Promise<string | null> {
    const service = await manager.getRepository(ReportableServiceEntity).findOneBy({ serviceId: targetId });
    return service && !service.deleted ? excerptOf(service.title, REPORT_EXCERPT_LENGTH) : null;
  }

  async remove(manager: EntityManager, targetId: string, removal: Removal): Promise<void> {
    await this.outbox.add(
      manager,
      ServiceTakenDownEvent,
      create(ServiceTakenDownSchema, {
        serviceId: targetId,
        reportId: removal.reportId,
        takenDownBy: removal.adminId,
        takenDownAt: timestampFromDate(removal.at),
      }),
      { key: targetId },
    );
  }
}
