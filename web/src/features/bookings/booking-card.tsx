import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { linkStyles } from '../../components/ui/button-styles';
import { Dialog, DialogActions, DialogContent } from '../../components/ui/dialog';
import { MessageMemberButton } from '../messages/message-member-button';
import { cancellationPolicyWords, HOST_CANCELS_SENTENCE } from '../services/cancellation-policies';
import type { Booking, BookingAction } from './bookings-api';
import { meetsInPerson, SafeFirstMeeting } from './safe-first-meeting';
import {
  bookingAmountLabel,
  bookingDateLabel,
  bookingStatusLabel,
  bookingStatusStyle,
  paymentWords,
} from './booking-words';
import { SafePickupPanel } from './safe-pickup/safe-pickup-panel';
import { careHoursWords } from './time-bank/time-bank-words';

export type BookingRole = 'guest' | 'host';

export function BookingStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${bookingStatusStyle(status)}`}
    >
      {bookingStatusLabel(status)}
    </span>
  );
}

/** One booking in the guest's or the host's list, with what that member may do with it now. */
export function BookingCard({
  booking,
  role,
  busy,
  onAction,
  onPay,
}: {
  booking: Booking;
  role: BookingRole;
  busy: boolean;
  onAction: (booking: Booking, action: BookingAction) => void;
  onPay: (booking: Booking) => void;
}) {
  const title = booking.service?.title ?? 'A service';
  const payment = paymentWords(booking);
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  return (
    <article aria-label={title} className="flex flex-col gap-2 rounded-xl border border-sand-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{title}</h4>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="text-sm text-ink-muted">
        {bookingDateLabel(booking.bookingDate)} · {bookingAmountLabel(booking)}
        {payment ? ` · ${payment}` : ''}
      </p>
      {booking.careHours ? (
        <p className="text-sm" data-testid="booking-care-hours">
          {careHoursWords(booking.careHours)}
        </p>
      ) : null}
      {role === 'host' && booking.notes ? <p className="text-sm whitespace-pre-line">Notes: {booking.notes}</p> : null}
      <CounterpartContact booking={booking} role={role} />
      {booking.service?.type === 'childcare' ? <SafePickupPanel booking={booking} role={role} /> : null}
      {booking.status === 'confirmed' && meetsInPerson(booking) ? <SafeFirstMeeting booking={booking} /> : null}
      <div className="flex flex-wrap gap-2">
        {role === 'host' && booking.status === 'pending' ? (
          <>
            <Button size="sm" disabled={busy} onClick={() => onAction(booking, 'accept')}>
              Accept
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction(booking, 'decline')}>
              Decline
            </Button>
          </>
        ) : null}
        {role === 'guest' && booking.status === 'pending' && booking.paymentStatus === 'requires_payment' ? (
          <Button size="sm" disabled={busy} onClick={() => onPay(booking)}>
            Pay now
          </Button>
        ) : null}
        {booking.status === 'confirmed' ? (
          <a
            href={`/api/bookings/${encodeURIComponent(booking.id)}/calendar.ics`}
            download
            className={`inline-flex items-center gap-1 ${linkStyles}`}
          >
            Add to calendar<span className="sr-only"> ({title}, .ics)</span>
          </a>
        ) : null}
        {booking.status === 'confirmed' ? (
          <MessageMemberButton
            memberId={role === 'guest' ? booking.hostId : booking.guestId}
            name={booking.counterpartContact?.firstName ?? (role === 'guest' ? 'your host' : 'your guest')}
          />
        ) : null}
        {open ? (
          <CancelBookingButton
            booking={booking}
            role={role}
            busy={busy}
            onConfirm={() => onAction(booking, 'cancel')}
          />
        ) : null}
      </div>
    </article>
  );
}

/** Once confirmed: who the other side is and how to reach them; the guest is pointed at the exact address (on the
 * service's page, which listings shows them while the booking is confirmed). */
function CounterpartContact({ booking, role }: { booking: Booking; role: BookingRole }) {
  const contact = booking.counterpartContact;
  if (!contact) return null;
  return (
    <div className="text-sm">
      <p>
        {role === 'guest' ? 'Your host' : 'Your guest'}: {contact.firstName}
        {contact.email ? (
          <>
            {' · '}
            <a className="underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </>
        ) : null}
      </p>
      {role === 'guest' && booking.status === 'confirmed' ? (
        <Link className="underline" to={`/service/${encodeURIComponent(booking.serviceId)}`}>
          See the exact address
        </Link>
      ) : null}
    </div>
  );
}

/** What the guest gets back, in the policy's own words. */
export function refundWords(booking: Pick<Booking, 'cancellationPolicy'>, role: BookingRole): string {
  return role === 'host' ? HOST_CANCELS_SENTENCE : cancellationPolicyWords(booking.cancellationPolicy).text;
}

function CancelBookingButton({
  booking,
  role,
  busy,
  onConfirm,
}: {
  booking: Booking;
  role: BookingRole;
  busy: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="quiet" disabled={busy} onClick={() => setOpen(true)}>
        Cancel
      </Button>
      <DialogContent title="Cancel this booking?" description={refundWords(booking, role)}>
        <DialogActions cancelLabel="Keep booking" className="mt-6">
          <Button
            variant="danger"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            Cancel booking
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
