import { randomUUID } from 'node:crypto';
import { createEnvelope, days } from '@village/kit';
import { create, MemberContactChangedEvent, MemberContactChangedSchema, timestampFromDate } from '@village/proto';
import { eventually } from '../../../tests/support/eventually';
import type { ReceivedMail } from '../../../tests/support/mail/test-smtp-server';
import {
  ACCEPT,
  CANCEL,
  DECLINE,
  REQUEST,
  startBookings,
  TEST_APP_URL,
  type BookingsTestApp,
  type TestMember,
} from './support/bookings-test-app';

let bookings: BookingsTestApp;

beforeAll(async () => {
  bookings = await startBookings();
});

afterAll(async () => {
  await bookings?.close();
});

const PAY = `mutation Pay($id: ID!, $card: TestCardInput!) {
  payBookingWithTestCard(id: $id, card: $card) { id paymentStatus }
}`;
const WORKING_CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

interface Booked {
  host: TestMember;
  guest: TestMember;
  hostEmail: string;
  guestEmail: string;
  id: string;
}

/** A host and a guest identity told bookings about, and the guest's request for `title` on 11 March 2030. */
const requested = async (
  title: string,
  seed: { pricingType?: string; priceMinor?: number; cancellationPolicy?: string } = {},
): Promise<Booked> => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const hostEmail = await bookings.knowMember(host, 'Hana');
  const guestEmail = await bookings.knowMember(guest, 'Gus');
  const serviceId = await bookings.offerService({ hostId: host.id, title, ...seed });
  const answer = await bookings.graph<{ requestBooking: { id: string } }>(guest, REQUEST, {
    input: { serviceId, bookingDate: '2030-03-11' },
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  const id = answer.data.requestBooking.id;
  if (seed.priceMinor) await bookings.graph(guest, PAY, { id, card: WORKING_CARD });
  return { host, guest, hostEmail, guestEmail, id };
};

/** Runs the queued `send-mail` jobs; answers the emails to `to` about `title`. */
const mailTo = async (to: string, title: string): Promise<ReceivedMail[]> => {
  // Twice: a scheduled job that ran in the first queues emails the second sends.
  await bookings.clock.runDue();
  await bookings.clock.runDue();
  return bookings.smtp.received.filter((mail) => mail.to.includes(to) && mail.subject.includes(title));
};

it('keeps the newest contact identity published, whatever order the events arrive in', async () => {
  const userId = randomUUID();
  const contact = (email: string, emailConfirmed: boolean, at: string) =>
    createEnvelope(
      MemberContactChangedEvent,
      create(MemberContactChangedSchema, {
        userId,
        email,
        firstName: 'Robin',
        emailConfirmed,
        changedAt: timestampFromDate(new Date(at)),
      }),
      { key: userId },
    );
  const confirmed = contact('robin@example.org', true, '2030-02-02T10:00:00Z');
  const registered = contact('robin@example.org', false, '2030-02-01T10:00:00Z');
  await bookings.publish(confirmed, confirmed, registered);
  await eventually('the older event to be processed', async () =>
    (await bookings.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [registered.id])).length
      ? true
      : undefined,
  );
  expect(
    await bookings.sql('SELECT email, first_name, email_confirmed FROM member_contacts WHERE user_id = $1', [userId]),
  ).toEqual([{ email: 'robin@example.org', first_name: 'Robin', email_confirmed: true }]);
});

it('emails the host a new request, then the guest the confirmation with the host as contact', async () => {
  const { host, hostEmail, guestEmail, id } = await requested('Pottery for beginners');

  const [request] = await mailTo(hostEmail, 'Pottery for beginners');
  expect(request?.subject).toBe('New booking request for Pottery for beginners on 11 March 2030');
  expect(request?.text).toContain('Gus would like to book Pottery for beginners on 11 March 2030.');
  expect(request?.html).toContain(`href="${TEST_APP_URL}/services?tab=bookings"`);
  expect(await mailTo(guestEmail, 'Pottery for beginners')).toEqual([]);

  await bookings.graph(host, ACCEPT, { id });
  const [confirmation] = await mailTo(guestEmail, 'Pottery for beginners');
  expect(confirmation?.subject).toBe('Your booking for Pottery for beginners on 11 March 2030 is confirmed');
  expect(confirmation?.text).toContain(`Your host: Hana · ${hostEmail}`);
  expect(confirmation?.text).toContain(`${TEST_APP_URL}/service/`);
});

it('emails the guest a decline', async () => {
  const { host, guestEmail, id } = await requested('Den building');
  await bookings.graph(host, DECLINE, { id });
  const mails = await mailTo(guestEmail, 'Den building');
  expect(mails.map((mail) => mail.subject)).toEqual([
    'Your booking request for Den building on 11 March 2030 was declined',
  ]);
});

it('emails the host when the guest cancels, and the guest, with the refund, when the host cancels', async () => {
  const byGuest = await requested('Forest school');
  await bookings.graph(byGuest.guest, CANCEL, { id: byGuest.id });
  expect((await mailTo(byGuest.hostEmail, 'Forest school')).map((mail) => mail.subject)).toContain(
    'Booking cancelled: Forest school on 11 March 2030',
  );

  const byHost = await requested('Baby yoga', { pricingType: 'fixed_price', priceMinor: 2500 });
  await bookings.graph(byHost.host, ACCEPT, { id: byHost.id });
  await bookings.graph(byHost.host, CANCEL, { id: byHost.id });
  const cancelled = (await mailTo(byHost.guestEmail, 'Baby yoga')).find((mail) => mail.subject.includes('cancelled'));
  expect(cancelled?.subject).toBe('Your booking for Baby yoga on 11 March 2030 was cancelled');
  expect(cancelled?.text).toContain('The host cancelled your booking for Baby yoga on 11 March 2030.');
  expect(cancelled?.text).toContain('You will get £25.00 back');
});

const CONTACT = 'query One($id: ID!) { booking(id: $id) { status counterpartContact { firstName email } } }';
const contactSeenBy = async (who: TestMember, id: string) =>
  (await bookings.graph<{ booking: { counterpartContact: unknown } }>(who, CONTACT, { id })).data?.booking
    .counterpartContact;

it("shows each side the other's first name and confirmed address once the booking is confirmed, not before", async () => {
  const { host, guest, hostEmail, guestEmail, id } = await requested('Sewing circle');
  expect(await contactSeenBy(guest, id)).toBeNull();
  expect(await contactSeenBy(host, id)).toBeNull();

  await bookings.graph(host, ACCEPT, { id });
  expect(await contactSeenBy(guest, id)).toEqual({ firstName: 'Hana', email: hostEmail });
  expect(await contactSeenBy(host, id)).toEqual({ firstName: 'Gus', email: guestEmail });

  await bookings.knowMember(guest, 'Gus', { confirmed: false });
  expect(await contactSeenBy(host, id)).toEqual({ firstName: 'Gus', email: null });
  const stranger = await bookings.member();
  expect((await bookings.graph(stranger, CONTACT, { id })).data).toEqual({ booking: null });
});

it('emails nobody without a confirmed address, and both sides once a booking is completed', async () => {
  const unconfirmed = await requested('Messy play');
  await bookings.knowMember(unconfirmed.host, 'Hana', { confirmed: false });
  await bookings.graph(unconfirmed.guest, CANCEL, { id: unconfirmed.id });
  expect((await mailTo(unconfirmed.hostEmail, 'Messy play')).map((mail) => mail.subject)).toEqual([
    'New booking request for Messy play on 11 March 2030',
  ]);

  const { host, hostEmail, guestEmail, id } = await requested('Story time');
  await bookings.graph(host, ACCEPT, { id });
  await bookings.clock.advance(days(11));
  expect((await mailTo(guestEmail, 'Story time')).map((mail) => mail.subject)).toContain('How was Story time?');
  expect((await mailTo(hostEmail, 'Story time')).map((mail) => mail.subject)).toContain(
    'Booking completed: Story time on 11 March 2030',
  );
});
