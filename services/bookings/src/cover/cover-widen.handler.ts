import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, MailQueue, SERVICE_ENV, type Clock, type JobHandler } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { BookingsEnv } from '../env';
import { milesBetween, NEARBY_COVER_MILES, type Point } from './cover-distance';
import { coverMail, type CoverMember } from './cover-mail';
import { CoverRequestOfferEntity } from './cover-request-offer.entity';
import { CoverRequestEntity } from './cover-request.entity';
import type { CoverWiden } from './cover-widen.job';

interface Host extends CoverMember, Point {
  userId: string;
}

/**
 * The circle did not answer in time: a request still open is offered, once, to verified members hosting an active
 * childcare service within a few miles of the requester's district (not the requester's circle, no block either way).
 */
@Injectable()
export class CoverWidenHandler implements JobHandler<CoverWiden> {
  private readonly logger = new Logger(CoverWidenHandler.name);
  private readonly appUrl: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_ENV) env: BookingsEnv,
    private readonly mail: MailQueue,
  ) {
    this.appUrl = env.APP_URL;
  }

  async handle({ requestId }: CoverWiden): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const request = await manager.findOne(CoverRequestEntity, {
        where: { id: requestId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!request || request.status !== 'open' || request.widenedAt) return;
      const now = this.clock.now();
      await manager.update(CoverRequestEntity, { id: request.id }, { widenedAt: now, updatedAt: now });
      const [requester] = await manager.query<Array<Point & { firstName: string | null }>>(
        `SELECT place.latitude, place.longitude, contact.first_name AS "firstName"
           FROM cover_member_places place LEFT JOIN member_contacts contact ON contact.user_id = place.user_id
          WHERE place.user_id = $1 AND place.latitude IS NOT NULL`,
        [request.requesterId],
      );
      if (!requester) return;
      const hosts = (await this.candidates(manager, request.requesterId)).filter(
        (host) => milesBetween(requester, host) <= NEARBY_COVER_MILES,
      );
      for (const host of hosts) {
        await manager.insert(CoverRequestOfferEntity, { requestId: request.id, memberId: host.userId });
        await this.mail.queue(
          coverMail.requested(host, requester.firstName ?? 'A Village member', request, this.appUrl),
          { transaction: manager },
        );
      }
      this.logger.log(`cover request ${request.id}: offered to ${hosts.length} nearby hosts`);
    });
  }

  private candidates(manager: EntityManager, requesterId: string): Promise<Host[]> {
    return manager.query(
      `SELECT DISTINCT contact.user_id AS "userId", contact.email, contact.first_name AS "firstName",
              place.latitude, place.longitude
         FROM offered_services service
         JOIN cover_member_places place ON place.user_id = service.host_id AND place.verified
              AND place.latitude IS NOT NULL
         JOIN member_contacts contact ON contact.user_id = service.host_id AND contact.email_confirmed
        WHERE service.type = 'childcare' AND service.status = 'active' AND NOT service.deleted
          AND service.host_id <> $1
          AND NOT EXISTS (SELECT 1 FROM cover_circle_members circle
                           WHERE circle.owner_id = $1 AND circle.member_id = service.host_id)
          AND NOT EXISTS (SELECT 1 FROM member_blocks block
                           WHERE (block.blocker_id = $1 AND block.blocked_id = service.host_id)
                              OR (block.blocker_id = service.host_id AND block.blocked_id = $1))`,
      [requesterId],
    );
  }
}
