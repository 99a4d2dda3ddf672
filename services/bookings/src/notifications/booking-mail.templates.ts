import { type MemberContact, type OutgoingMail, renderMail } from '@village/kit';
import { longLondonDay } from '../booking/london-day';

/** Where the web app lives (APP_URL): every link in an email is absolute. */
export interface MailLinks {
  appUrl: string;
}

/** What an email says about one booking. */
export interface BookingMailFacts {
  serviceId: string;
  serviceTitle: string;
  /** 'YYYY-MM-DD', a day in Europe/London. */
  bookingDate: string;
  amountMinor: number;
  refundMinor: number;
  currency: string;
}

const link = (links: MailLinks, path: string): string =>
  new URL(`${links.appUrl.replace(/\/+$/, '')}${path}`).toString();
const bookingsLink = (links: MailLinks): string => link(links, '/services?tab=bookings');
const serviceLink = (links: MailLinks, booking: BookingMailFacts): string =>
  link(links, `/service/${encodeURIComponent(booking.serviceId)}`);

const hello = (to: MemberContact): string => `Hello ${to.firstName},`;

/** e.g. '5 March 2030': noon UTC falls on the same day in London all year. */
export const bookingDay = (day: string): string => longLondonDay(new Date(`${day}T12:00:00Z`));

export const money = (minor: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);

const what = (booking: BookingMailFacts): string => `${booking.serviceTitle} on ${bookingDay(booking.bookingDate)}`;

const refundParagraph = (booking: BookingMailFacts): string =>
  booking.refundMinor > 0
    ? `You will get ${money(booking.refundMinor, booking.currency)} back to the card you paid with; it usually shows within 5 to 10 working days.`
    : booking.amountMinor > 0
      ? 'Under the cancellation policy of this booking there is no refund; if your card was only authorised, nothing was taken.'
      : 'Nothing was charged for this booking.';

/** Why a guest's booking was cancelled when the guest did not cancel it. */
export type GuestCancellation = 'host' | 'unpaid' | 'unanswered';

const GUEST_CANCELLATION: Record<GuestCancellation, (booking: BookingMailFacts) => string> = {
  host: (booking) => `The host cancelled your booking for ${what(booking)}.`,
  unpaid: (booking) =>
    `Your request for ${what(booking)} has expired: the card payment was not completed within 24 hours.`,
  unanswered: (booking) => `Your request for ${what(booking)} has expired: the host did not accept it before the day.`,
};

/** The emails bookings sends the guest and the host as a booking moves on, each as subject, HTML and plain text. */
export const bookingMailTemplates = {
  /** To the host: someone asked for a seat. */
  requested: (links: MailLinks, host: MemberContact, booking: BookingMailFacts, guestName: string): OutgoingMail =>
    renderMail({
      to: host.email,
      subject: `New booking request for ${what(booking)}`,
      greeting: hello(host),
      blocks: [
        { paragraph: `${guestName} would like to book ${what(booking)}.` },
        { paragraph: 'Please accept or decline the request soon, so they can plan their day.' },
        { button: { label: 'See the request', href: bookingsLink(links) } },
      ],
    }),

  /** To the guest: the host accepted; now each side may reach the other. */
  confirmed: (links: MailLinks, guest: MemberContact, booking: BookingMailFacts, host: MemberContact | null) =>
    renderMail({
      to: guest.email,
      subject: `Your booking for ${what(booking)} is confirmed`,
      greeting: hello(guest),
      blocks: [
        { paragraph: `Good news: your booking for ${what(booking)} is confirmed.` },
        host
          ? { quote: `Your host: ${host.firstName} · ${host.email}` }
          : { paragraph: 'Your host will be in touch through Village.' },
        { paragraph: 'The exact address of the service is now on its page, for you only.' },
        { button: { label: 'See the service', href: serviceLink(links, booking) } },
      ],
    }),

  /** To the guest: the host declined; nothing was charged. */
  declined: (links: MailLinks, guest: MemberContact, booking: BookingMailFacts): OutgoingMail =>
    renderMail({
      to: guest.email,
      subject: `Your booking request for ${what(booking)} was declined`,
      greeting: hello(guest),
      blocks: [
        { paragraph: `Sorry: the host could not accept your request for ${what(booking)}.` },
        {
          note:
            booking.amountMinor > 0
              ? 'Nothing was charged: the authorisation on your card was released.'
              : 'Nothing was charged.',
        },
        { button: { label: 'Find another service', href: link(links, '/services') } },
      ],
    }),

  /** To the guest: the host cancelled, or Village let an unpaid or unanswered request expire; with what comes back. */
  cancelledForGuest: (
    links: MailLinks,
    guest: MemberContact,
    booking: BookingMailFacts,
    why: GuestCancellation,
  ): OutgoingMail =>
    renderMail({
      to: guest.email,
      subject: `Your booking for ${what(booking)} was cancelled`,
      greeting: hello(guest),
      blocks: [
        { paragraph: GUEST_CANCELLATION[why](booking) },
        { paragraph: refundParagraph(booking) },
        { button: { label: 'See my bookings', href: bookingsLink(links) } },
      ],
    }),

  /** To the host: the guest cancelled; the seat is free again. */
  cancelledForHost: (links: MailLinks, host: MemberContact, booking: BookingMailFacts, guestName: string) =>
    renderMail({
      to: host.email,
      subject: `Booking cancelled: ${what(booking)}`,
      greeting: hello(host),
      blocks: [
        { paragraph: `${guestName} cancelled their booking for ${what(booking)}. The seat is free again.` },
        { button: { label: 'See my bookings', href: bookingsLink(links) } },
      ],
    }),

  /** To the guest, once the day has passed. */
  completedForGuest: (links: MailLinks, guest: MemberContact, booking: BookingMailFacts): OutgoingMail =>
    renderMail({
      to: guest.email,
      subject: `How was ${booking.serviceTitle}?`,
      greeting: hello(guest),
      blocks: [
        { paragraph: `We hope you enjoyed ${what(booking)}. Your booking is now completed.` },
        { button: { label: 'See my bookings', href: bookingsLink(links) } },
      ],
    }),

  /** To the host, once the day has passed: what they are paid. */
  completedForHost: (links: MailLinks, host: MemberContact, booking: BookingMailFacts): OutgoingMail =>
    renderMail({
      to: host.email,
      subject: `Booking completed: ${what(booking)}`,
      greeting: hello(host),
      blocks: [
        { paragraph: `Your booking for ${what(booking)} is completed. Thank you for hosting.` },
        ...(booking.amountMinor - booking.refundMinor > 0
          ? [{ note: 'Your share of the payment is now in your payouts.' }]
          : []),
        { button: { label: 'See my bookings', href: bookingsLink(links) } },
      ],
    }),
};
