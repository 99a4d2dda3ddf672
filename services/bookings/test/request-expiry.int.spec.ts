import { hours, minutes } from '@village/kit';
import { BookingCancelledEvent } from '@village/proto';
import { REQUEST, startBookings, type BookingsTestApp, type TestMember } from './support/bookings-test-app';

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

interface Requested {
  guest: TestMember;
  guestEmail: string;
  serviceId: string;
  id: string;
}

/** A guest's request for `title` on `day` (£30.00 when `paid`); the guest pays it when `pay`. */
const requested = async (title: string, day: string, { paid = false, pay = false } = {}): Promise<Requested> => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const guestEmail = await bookings.knowMember(guest, 'Gus');
  const serviceId = await bookings.offerService({
    hostId: host.id,
    title,
    ...(paid ? { pricingType: 'fixed_price', priceMinor: 3000 } : {}),
  });
  const answer = await bookings.graph<{ requestBooking: { id: string } }>(guest, REQUEST, {
    input: { serviceId, bookingDate: day },
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  const id = answer.data.requestBooking.id;
  if (pay) await bookings.graph(guest, PAY, { id, card: WORKING_CARD });
  return { guest, guestEmail, serviceId, id };
};

const bookingRow = async (id: string) =>
  (
    await bookings.sql<{ status: string; cancelled_by: string | null; payment_status: string }>(
      'SELECT status, cancelled_by, payment_status FROM bookings WHERE id = $1',
      [id],
    )
  )[0];
const held = async (serviceId: string) =>
  (await bookings.sql<{ held: number }>('SELECT held FROM service_day_capacity WHERE service_id = $1', [serviceId]))[0]
    ?.held;
const cancelledEvents = async (id: string) =>
  (await bookings.eventsOf(BookingCancelledEvent))
    .filter((event) => event.key === id)
    .map(({ message }) => ({ by: message.cancelledBy, status: message.booking?.status, refund: message.refundMinor }));
const runDue = async () => {
  await bookings.clock.runDue();
  await bookings.clock.runDue();
};
const subjectsTo = (email: string) =>
  bookings.smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => mail.subject);

it('cancels a request whose card payment was not completed within 24 hours, and only then', async () => {
  const unpaid = await requested('Swimming lessons', '2030-03-20', { paid: true });
  const paid = await requested('Cello lessons', '2030-03-20', { paid: true, pay: true });
  const free = await requested('Park picnic', '2030-03-20');

  await bookings.clock.advance(hours(24) - minutes(16));
  await runDue();
  expect(await bookingRow(unpaid.id)).toMatchObject({ status: 'pending', payment_status: 'requires_payment' });

  await bookings.clock.advance(minutes(16));
  await runDue();
  expect(await bookingRow(unpaid.id)).toEqual({
    status: 'cancelled',
    cancelled_by: 'system',
    payment_status: 'cancelled',
  });
  expect(await held(unpaid.serviceId)).toBe(0);
  expect(await cancelledEvents(unpaid.id)).toEqual([{ by: 'system', status: 'cancelled', refund: 0n }]);
  expect(subjectsTo(unpaid.guestEmail)).toEqual(['Your booking for Swimming lessons on 20 March 2030 was cancelled']);
  const [mail] = bookings.smtp.received.filter((received) => received.to.includes(unpaid.guestEmail));
  expect(mail?.text).toContain('the card payment was not completed within 24 hours');

  // A paid (authorised) request and a free one wait for the host until their day.
  expect(await bookingRow(paid.id)).toMatchObject({ status: 'pending', payment_status: 'authorised' });
  expect(await bookingRow(free.id)).toMatchObject({ status: 'pending' });
  expect(await held(paid.serviceId)).toBe(1);
});

it('cancels any request still pending once its day has passed in London, releasing the authorisation', async () => {
  const today = bookings.clock.now().toISOString().slice(0, 10);
  const paid = await requested('Drumming circle', today, { paid: true, pay: true });
  const free = await requested('Baking club', today);

  // 23:59 in London (GMT in March) on the day: still open.
  const now = bookings.clock.now();
  const lastMinute = new Date(`${today}T23:59:00Z`).getTime();
  await bookings.clock.advance(lastMinute - now.getTime());
  await runDue();
  expect(await bookingRow(free.id)).toMatchObject({ status: 'pending' });

  await bookings.clock.advance(minutes(15));
  await runDue();
  expect(await bookingRow(paid.id)).toEqual({
    status: 'cancelled',
    cancelled_by: 'system',
    payment_status: 'cancelled',
  });
  expect(await bookingRow(free.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'system' });
  expect(await held(free.serviceId)).toBe(0);
  expect(await cancelledEvents(free.id)).toEqual([{ by: 'system', status: 'cancelled', refund: 0n }]);
  const [mail] = bookings.smtp.received.filter((received) => received.to.includes(free.guestEmail));
  expect(mail?.text).toContain('the host did not accept it before the day');
});
