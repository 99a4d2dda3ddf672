import { Inject, Injectable } from '@nestjs/common';
import { MailQueue, reachableMember, renderMail, SERVICE_ENV } from '@village/kit';
import type { EntityManager } from 'typeorm';
import type { CommunityEnv } from '../env';

export interface PromotedPlace {
  eventId: string;
  memberId: string;
  title: string;
  startAt: Date;
}

const whenLabel = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  }).format(date);

/** Emails about events, queued in the transaction that changes the RSVP (they go if and only if it commits). */
@Injectable()
export class EventMail {
  private readonly appUrl: string;

  constructor(
    private readonly mail: MailQueue,
    @Inject(SERVICE_ENV) env: CommunityEnv,
  ) {
    this.appUrl = env.APP_URL;
  }

  /** To a member moved from the waitlist to going; nothing without a confirmed address. */
  async promoted(manager: EntityManager, place: PromotedPlace): Promise<void> {
    const to = await reachableMember(manager, place.memberId);
    if (!to) return;
    const link = `${this.appUrl.replace(/\/$/, '')}/community-events/${place.eventId}`;
    await this.mail.queue(
      renderMail({
        to: to.email,
        subject: `A place opened up: you're going to ${place.title}`,
        greeting: `Hello ${to.firstName},`,
        blocks: [
          { paragraph: `Good news: a place opened up at ${place.title}, and you were next on the waitlist.` },
          { paragraph: `You're now going. It starts on ${whenLabel(place.startAt)}.` },
          { button: { label: 'See the event', href: link } },
          { note: 'If you can no longer come, please cancel your RSVP so the next family on the waitlist can go.' },
        ],
      }),
      { transaction: manager },
    );
  }

  /** To a member going to (or waiting for) an event its organiser cancelled. */
  async cancelled(manager: EntityManager, place: PromotedPlace): Promise<void> {
    const to = await reachableMember(manager, place.memberId);
    if (!to) return;
    const link = `${this.appUrl.replace(/\/$/, '')}/community-events`;
    await this.mail.queue(
      renderMail({
        to: to.email,
        subject: `Cancelled: ${place.title} on ${whenLabel(place.startAt)}`,
        greeting: `Hello ${to.firstName},`,
        blocks: [
          {
            paragraph: `The organiser cancelled ${place.title} on ${whenLabel(place.startAt)}; your RSVP is cancelled.`,
          },
          { button: { label: 'See other events', href: link } },
        ],
      }),
      { transaction: manager },
    );
  }
}
