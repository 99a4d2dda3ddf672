import { Inject, Injectable } from '@nestjs/common';
import { knownMembers, MailQueue, reachable, SERVICE_ENV } from '@village/kit';
import type { EntityManager } from 'typeorm';
import type { BookingRow } from '../booking/booking-row';
import type { BookingsEnv } from '../env';
import type { MailLinks } from '../notifications/booking-mail.templates';
import { handoverRecordedMail } from './handover-mail.templates';
import type { HandoverKind, HandoverSide } from './handover-words';

/** Tells the other side of a childcare booking of a check-in, in the transaction that records it. */
@Injectable()
export class HandoverMail {
  private readonly links: MailLinks;

  constructor(
    private readonly mail: MailQueue,
    @Inject(SERVICE_ENV) env: BookingsEnv,
  ) {
    this.links = { appUrl: env.APP_URL };
  }

  async recorded(
    manager: EntityManager,
    booking: BookingRow,
    handover: { kind: HandoverKind; recordedBy: HandoverSide; recordedAt: Date },
  ): Promise<void> {
    const members = await knownMembers(manager, [booking.guestId, booking.hostId]);
    const recorder = members.get(handover.recordedBy === 'host' ? booking.hostId : booking.guestId);
    const to = reachable(members.get(handover.recordedBy === 'host' ? booking.guestId : booking.hostId));
    if (!to) return;
    const [service] = await manager.query<Array<{ title: string }>>(
      'SELECT title FROM offered_services WHERE service_id = $1',
      [booking.serviceId],
    );
    const mail = handoverRecordedMail(this.links, to, {
      serviceTitle: service?.title || 'a Village service',
      bookingDate: booking.bookingDate,
      kind: handover.kind,
      recordedByName: recorder?.firstName ?? (handover.recordedBy === 'host' ? 'The host' : 'The parent'),
      recordedAt: handover.recordedAt,
    });
    await this.mail.queue(mail, { transaction: manager });
  }
}
