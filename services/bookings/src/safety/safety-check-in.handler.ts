import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, MailQueue, type Clock, type JobHandler } from '@village/kit';
import type { DataSource } from 'typeorm';
import { selectBookings } from '../booking/booking-row';
import { firstNameOf, meetingFacts, serviceOf } from './first-meeting';
import { SafetyPlanActionEntity } from './safety-plan-action.entity';
import { SafetyPlanEntity } from './safety-plan.entity';
import { safetyPlanMail } from './safety-plan-mail';
import type { SafetyCheckInDue } from './safety-check-in.job';

/**
 * A plan's check-in time has come: a plan still active (its member neither checked in nor cancelled) is marked
 * alerted and its trusted contact emailed, once: a rerun finds the plan no longer active.
 */
@Injectable()
export class SafetyCheckInDueHandler implements JobHandler<SafetyCheckInDue> {
  private readonly logger = new Logger(SafetyCheckInDueHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly mail: MailQueue,
  ) {}

  async handle(data: SafetyCheckInDue): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const plan = await manager.findOne(SafetyPlanEntity, {
        where: { id: data.planId },
        lock: { mode: 'pessimistic_write' },
      });
      const checkInAt = plan?.checkInAt;
      if (!plan || !checkInAt || plan.status !== 'active' || checkInAt.toISOString() !== data.checkInAt) return;
      const now = this.clock.now();
      await manager.update(SafetyPlanEntity, { id: plan.id }, { status: 'alerted', updatedAt: now });
      await manager.insert(SafetyPlanActionEntity, { id: randomUUID(), planId: plan.id, action: 'alerted', at: now });
      const [booking] = await selectBookings(manager, 'WHERE booking.id = $1', [plan.bookingId]);
      if (!booking) return;
      const facts = await meetingFacts(manager, booking, plan.ownerId, await serviceOf(manager, booking.serviceId));
      await this.mail.queue(
        safetyPlanMail.missedCheckIn({
          contactName: plan.contactName,
          contactEmail: plan.contactEmail,
          ownerName: (await firstNameOf(manager, plan.ownerId)) ?? 'A Village member',
          meetingNote: plan.meetingNote,
          checkInAt,
          facts,
        }),
        { transaction: manager },
      );
      this.logger.log(`safety plan ${plan.id}: check-in missed, contact emailed`);
    });
  }
}
