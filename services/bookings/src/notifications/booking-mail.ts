import { Inject, Injectable } from '@nestjs/common';
import { type KnownMember, knownMembers, MailQueue, type OutgoingMail, reachable, SERVICE_ENV } from '@village/kit';
import type { EntityManager } from 'typeorm';
import type { BookingRow } from '../booking/booking-row';
import type { BookingsEnv } from '../env';
import { bookingMailTemplates as templates, type BookingMailFacts, type MailLinks } from './booking-mail.templates';

const SOMEONE = 'A Village member';

interface Parties {
  facts: BookingMailFacts;
  guest: KnownMember | undefined;
  host: KnownMember | undefined;
}

/**
 * The emails of a booking's status flow, queued in the transaction that changes the status (they go if and only if
 * it commits). A member without a confirmed address in `member_contacts` gets no email.
 */
@Injectable()
export class BookingMail {
  private readonly links: MailLinks;

  constructor(
    private readonly mail: MailQueue,
    @Inject(SERVICE_ENV) env: BookingsEnv,
  ) {
    this.links = { appUrl: env.APP_URL };
  }

  async requested(manager: EntityManager, booking: BookingRow): Promise<void> {
    const { facts, guest, host } = await this.parties(manager, booking);
    const to = reachable(host);
    if (to) await this.queue(manager, templates.requested(this.links, to, facts, guest?.firstName ?? SOMEONE));
  }

  async confirmed(manager: EntityManager, booking: BookingRow): Promise<void> {
    const { facts, guest, host } = await this.parties(manager, booking);
    const to = reachable(guest);
    if (to) await this.queue(manager, templates.confirmed(this.links, to, facts, reachable(host)));
  }

  async declined(manager: EntityManager, booking: BookingRow): Promise<void> {
    const { facts, guest } = await this.parties(manager, booking);
    const to = reachable(guest);
    if (to) await this.queue(manager, templates.declined(this.links, to, facts));
  }

  /** To the side that did not cancel, with the guest's refund. */
  async cancelled(manager: EntityManager, booking: BookingRow, by: 'guest' | 'host'): Promise<void> {
    const { facts, guest, host } = await this.parties(manager, booking);
    if (by === 'guest') {
      const to = reachable(host);
      if (to) await this.queue(manager, templates.cancelledForHost(this.links, to, facts, guest?.firstName ?? SOMEONE));
      return;
    }
    const to = reachable(guest);
    if (to) await this.queue(manager, templates.cancelledForGuest(this.links, to, facts, 'host'));
  }

  /** To the guest: Village cancelled a request that was not paid for, or not accepted, in time. */
  async expired(manager: EntityManager, booking: BookingRow, why: 'unpaid' | 'unanswered'): Promise<void> {
    const { facts, guest } = await this.parties(manager, booking);
    const to = reachable(guest);
    if (to) await this.queue(manager, templates.cancelledForGuest(this.links, to, facts, why));
  }

  async completed(manager: EntityManager, booking: BookingRow): Promise<void> {
    const { facts, guest, host } = await this.parties(manager, booking);
    const toGuest = reachable(guest);
    if (toGuest) await this.queue(manager, templates.completedForGuest(this.links, toGuest, facts));
    const toHost = reachable(host);
    if (toHost) await this.queue(manager, templates.completedForHost(this.links, toHost, facts));
  }

  private queue(manager: EntityManager, mail: OutgoingMail): Promise<void> {
    return this.mail.queue(mail, { transaction: manager });
  }

  private async parties(manager: EntityManager, booking: BookingRow): Promise<Parties> {
    const members = await knownMembers(manager, [booking.guestId, booking.hostId]);
    const [service] = await manager.query<Array<{ title: string }>>(
      'SELECT title FROM offered_services WHERE service_id = $1',
      [booking.serviceId],
    );
    return {
      facts: {
        serviceId: booking.serviceId,
        serviceTitle: service?.title || 'a Village service',
        bookingDate: booking.bookingDate,
        amountMinor: booking.amountMinor,
        refundMinor: booking.refundMinor,
        currency: booking.currency,
      },
      guest: members.get(booking.guestId),
      host: members.get(booking.hostId),
    };
  }
}
