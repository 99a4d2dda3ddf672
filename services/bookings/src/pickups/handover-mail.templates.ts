import { type MemberContact, type OutgoingMail, renderMail } from '@village/kit';
import { bookingDay, type MailLinks } from '../notifications/booking-mail.templates';
import { HANDOVER_LABELS, type HandoverKind } from './handover-words';

/** What the other parent is told of one check-in. */
export interface HandoverMailFacts {
  serviceTitle: string;
  /** 'YYYY-MM-DD', a day in Europe/London. */
  bookingDate: string;
  kind: HandoverKind;
  recordedByName: string;
  recordedAt: Date;
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** e.g. '14:05' in Europe/London. */
export const handoverTime = (at: Date): string => londonTime.format(at);

/** To the other parent, as soon as one side records 'Collected' or 'Dropped off'. */
export const handoverRecordedMail = (links: MailLinks, to: MemberContact, facts: HandoverMailFacts): OutgoingMail => {
  const label = HANDOVER_LABELS[facts.kind];
  const what = `${facts.serviceTitle} on ${bookingDay(facts.bookingDate)}`;
  return renderMail({
    to: to.email,
    subject: `${label}: ${facts.recordedByName} checked in for ${what}`,
    greeting: `Hello ${to.firstName},`,
    blocks: [
      {
        paragraph: `${facts.recordedByName} recorded '${label}' at ${handoverTime(facts.recordedAt)} for ${what}.`,
      },
      { note: 'Every check-in stays on the booking, in order, for both of you.' },
      {
        button: {
          label: 'See the booking',
          href: new URL(`${links.appUrl.replace(/\/+$/, '')}/services?tab=bookings`).toString(),
        },
      },
    ],
  });
};
