import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, isUuid, JOB_QUEUE, MailQueue, parseOrThrow, type Clock, type JobQueue } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { selectBookings } from '../booking/booking-row';
import type { BookingRow } from '../booking/booking-row';
import {
  CHECK_IN_WINDOW_MS,
  firstNameOf,
  FIRST_MEETING_TYPES,
  haveMetBefore,
  meetingFacts,
  serviceOf,
  type MeetingFacts,
} from './first-meeting';
import { SafetyPlanActionEntity, type SafetyPlanAction } from './safety-plan-action.entity';
import { SafetyPlanEntity, type SafetyPlanStatus } from './safety-plan.entity';
import { safetyPlanConflict, safetyPlanInvalid, safetyPlanNotAllowed, safetyPlanNotFound } from './safety-plan.errors';
import { safetyPlanMail } from './safety-plan-mail';
import { SafetyCheckInDueJob, checkInJobKey } from './safety-check-in.job';
import { sharePlanInputSchema, type SharePlanInput } from './share-plan-input.schema';

/** A plan as its owner sees it, with what the contact was told and its history. */
export interface SafetyPlanView {
  plan: SafetyPlanEntity;
  facts: MeetingFacts;
  actions: Array<{ action: SafetyPlanAction; at: Date }>;
}

/** Whether the viewer may share a plan for a booking, and their newest plan for it. */
export interface BookingSafety {
  canShare: boolean;
  reason: string | null;
  plan: SafetyPlanView | null;
}

const SOMEONE = 'A Village member';

/**
 * A safe first meeting: a member shares the plan of a confirmed in-person booking with someone new with a trusted
 * contact, who is emailed at once and again if the member does not check in by the time they set.
 */
@Injectable()
export class SafetyPlans {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly mail: MailQueue,
  ) {}

  async forBooking(viewerId: string, bookingId: string): Promise<BookingSafety> {
    const manager = this.dataSource.manager;
    const booking = await this.bookingOf(manager, viewerId, bookingId);
    const refusal = await this.refusal(manager, booking);
    const [latest] = await manager.find(SafetyPlanEntity, {
      where: { bookingId, ownerId: viewerId },
      order: { createdAt: 'DESC' },
      take: 1,
    });
    return {
      canShare: refusal === null && latest?.status !== 'active',
      reason: refusal,
      plan: latest ? await this.viewOf(manager, latest, booking) : null,
    };
  }

  async share(ownerId: string, input: SharePlanInput): Promise<SafetyPlanView> {
    const { bookingId, contactName, contactEmail, meetingNote, checkInAt } = parseOrThrow(sharePlanInputSchema, input);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const booking = await this.bookingOf(manager, ownerId, bookingId, true);
      const refusal = await this.refusal(manager, booking);
      if (refusal) throw safetyPlanNotAllowed(refusal);
      const facts = await meetingFacts(manager, booking, ownerId, await serviceOf(manager, booking.serviceId));
      if (checkInAt) this.checkWindow(checkInAt, now, facts);
      const active = await manager.findOneBy(SafetyPlanEntity, { bookingId, ownerId, status: 'active' });
      if (active) throw safetyPlanConflict('You already shared a plan for this booking: cancel it to share a new one.');

      const plan = manager.create(SafetyPlanEntity, {
        id: randomUUID(),
        bookingId,
        ownerId,
        contactName,
        contactEmail,
        meetingNote,
        checkInAt,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      });
      await manager.insert(SafetyPlanEntity, plan);
      await this.record(manager, plan.id, 'shared', now);
      const ownerName = (await firstNameOf(manager, ownerId)) ?? SOMEONE;
      await this.mail.queue(
        safetyPlanMail.shared({ contactName, contactEmail, ownerName, meetingNote, checkInAt, facts }),
        { transaction: manager },
      );
      if (checkInAt) {
        await this.jobs.send(
          SafetyCheckInDueJob,
          { planId: plan.id, checkInAt: checkInAt.toISOString() },
          { key: checkInJobKey(plan.id), at: checkInAt, transaction: manager },
        );
      }
      return this.viewOf(manager, plan, booking);
    });
  }

  /** 'I'm safe': the contact is not emailed at the check-in time. */
  checkIn(ownerId: string, planId: string): Promise<SafetyPlanView> {
    return this.finish(ownerId, planId, 'checked_in');
  }

  cancel(ownerId: string, planId: string): Promise<SafetyPlanView> {
    return this.finish(ownerId, planId, 'cancelled');
  }

  private finish(ownerId: string, planId: string, status: 'checked_in' | 'cancelled'): Promise<SafetyPlanView> {
    if (!isUuid(planId)) return Promise.reject(safetyPlanNotFound());
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const plan = await manager.findOne(SafetyPlanEntity, {
        where: { id: planId, ownerId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!plan) throw safetyPlanNotFound();
      if (plan.status !== 'active') throw safetyPlanConflict(STATUS_CONFLICT[plan.status]);
      plan.status = status;
      plan.updatedAt = now;
      await manager.update(SafetyPlanEntity, { id: plan.id }, { status, updatedAt: now });
      await this.record(manager, plan.id, status, now);
      const booking = await this.bookingOf(manager, ownerId, plan.bookingId);
      return this.viewOf(manager, plan, booking);
    });
  }

  private checkWindow(checkInAt: Date, now: Date, facts: MeetingFacts): void {
    if (checkInAt.getTime() <= now.getTime()) {
      throw safetyPlanInvalid('The check-in time must be in the future', 'checkInAt');
    }
    const earliest = facts.startsAt.getTime() - CHECK_IN_WINDOW_MS;
    const latest = facts.endsAt.getTime() + CHECK_IN_WINDOW_MS;
    if (checkInAt.getTime() < earliest || checkInAt.getTime() > latest) {
      throw safetyPlanInvalid('The check-in time must be within 24 hours of the booking', 'checkInAt');
    }
  }

  /** Why no plan can be shared for this booking, or null when one can. */
  private async refusal(manager: EntityManager, booking: BookingRow): Promise<string | null> {
    if (booking.status !== 'confirmed') return 'Only a confirmed booking can have a safety plan.';
    const service = await serviceOf(manager, booking.serviceId);
    if (!service || !(FIRST_MEETING_TYPES as readonly string[]).includes(service.type)) {
      return 'A safety plan is for a meeting in person.';
    }
    if (await haveMetBefore(manager, booking)) return 'A safety plan is for a first meeting with someone new.';
    return null;
  }

  private async bookingOf(
    manager: EntityManager,
    viewerId: string,
    bookingId: string,
    forUpdate = false,
  ): Promise<BookingRow> {
    if (!isUuid(bookingId)) throw safetyPlanNotFound();
    const [booking] = await selectBookings(
      manager,
      `WHERE booking.id = $1 AND (booking.guest_id = $2 OR booking.host_id = $2)${forUpdate ? ' FOR SHARE' : ''}`,
      [bookingId, viewerId],
    );
    if (!booking) throw safetyPlanNotFound();
    return booking;
  }

  private async record(manager: EntityManager, planId: string, action: SafetyPlanAction, at: Date): Promise<void> {
    await manager.insert(SafetyPlanActionEntity, { id: randomUUID(), planId, action, at });
  }

  private async viewOf(manager: EntityManager, plan: SafetyPlanEntity, booking: BookingRow): Promise<SafetyPlanView> {
    const actions = await manager.find(SafetyPlanActionEntity, { where: { planId: plan.id }, order: { at: 'ASC' } });
    return {
      plan,
      facts: await meetingFacts(manager, booking, plan.ownerId, await serviceOf(manager, booking.serviceId)),
      actions: actions.map(({ action, at }) => ({ action, at })),
    };
  }
}

const STATUS_CONFLICT: Record<Exclude<SafetyPlanStatus, 'active'>, string> = {
  checked_in: 'You have already checked in.',
  alerted: 'The check-in time has passed and your contact was emailed.',
  cancelled: 'This plan was cancelled.',
};
