import { days } from '@village/kit';
import {
  ACCEPT,
  CANCEL,
  DECLINE,
  REQUEST,
  startBookings,
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
const DECLINED_CARD = { ...WORKING_CARD, cardNumber: '4000000000000002' };

interface Paid {
  host: TestMember;
  guest: TestMember;
  serviceId: string;
  id: string;
}

/** The day ten days after the test clock's now (its clock stays between 09:00 and 21:00 UTC, the same day in London). */
const tenDaysAhead = () => new Date(bookings.clock.now().getTime() + days(10)).toISOString().slice(0, 10);

/** A £40.00 service booked ten days ahead by a new guest, who pays with the given card. */
const bookedAndPaid = async (policy = 'flexible', card: typeof WORKING_CARD | null = WORKING_CARD): Promise<Paid> => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await bookings.offerService({
    hostId: host.id,
    type: 'childcare',
    pricingType: 'fixed_price',
    priceMinor: 4000,
    cancellationPolicy: policy,
  });
  const request = await bookings.graph<{ requestBooking: { id: string; paymentStatus: string } }>(guest, REQUEST, {
    input: { serviceId, bookingDate: tenDaysAhead(), totalAmount: 1 },
  });
  if (!request.data) throw new Error(JSON.stringify(request.errors));
  expect(request.data.requestBooking.paymentStatus).toBe('requires_payment');
  const id = request.data.requestBooking.id;
  if (card) await bookings.graph(guest, PAY, { id, card });
  return { host, guest, serviceId, id };
};

const bookingRow = async (id: string) =>
  (
    await bookings.sql<{ status: string; payment_status: string; amount_minor: string; refund_minor: string }>(
      'SELECT status, payment_status, amount_minor, refund_minor, commission_rate FROM bookings WHERE id = $1',
      [id],
    )
  )[0];
const ledgerOf = async (id: string) =>
  (
    await bookings.sql<{ account: string; amount_minor: string; kind: string }>(
      'SELECT account, amount_minor, kind FROM ledger_entries WHERE booking_id = $1 ORDER BY id',
      [id],
    )
  ).map((entry) => `${entry.kind} ${entry.account} ${entry.amount_minor}`);
const unbalancedBookings = () =>
  bookings.sql('SELECT booking_id FROM ledger_entries GROUP BY booking_id HAVING sum(amount_minor) <> 0');

afterEach(async () => {
  expect(await unbalancedBookings()).toEqual([]);
});

it('charges the server’s price, captures it with 13% commission when the host accepts, and pays the host out', async () => {
  const { host, id } = await bookedAndPaid();
  expect(await bookingRow(id)).toMatchObject({ amount_minor: '4000', payment_status: 'authorised' });

  expect((await bookings.graph(host, ACCEPT, { id })).data).toEqual({ acceptBooking: { id, status: 'confirmed' } });
  expect(await bookingRow(id)).toMatchObject({ payment_status: 'captured', commission_rate: '0.13' });
  expect(await ledgerOf(id)).toEqual([
    'charge guest_card -4000',
    'charge platform_commission 520',
    'charge host_payable 3480',
  ]);

  await bookings.clock.advance(days(11));
  await bookings.clock.runDue();
  expect(await bookingRow(id)).toMatchObject({ status: 'completed' });
  expect(await ledgerOf(id)).toContain('payout host_payouts 3480');
});

it('a declined card leaves the request unpaid, and the host cannot accept it', async () => {
  const { guest, host, id } = await bookedAndPaid('flexible', null);
  const answer = await bookings.graph(guest, PAY, { id, card: DECLINED_CARD });
  expect(answer.errors?.[0]?.message).toBe('Your card was declined.');
  expect(await bookingRow(id)).toMatchObject({ payment_status: 'requires_payment' });
  expect((await bookings.graph(host, ACCEPT, { id })).errors?.[0]?.message).toBe(
    'The guest has not completed payment yet',
  );
  expect(await ledgerOf(id)).toEqual([]);
});

it('declining releases the authorisation: nothing is charged', async () => {
  const { host, id } = await bookedAndPaid();
  expect((await bookings.graph(host, DECLINE, { id })).data).toEqual({ declineBooking: { id, status: 'declined' } });
  expect(await bookingRow(id)).toMatchObject({ payment_status: 'cancelled', refund_minor: '0' });
  expect(await ledgerOf(id)).toEqual([]);
});

it.each([
  // 10 days ahead: every policy's first tier.
  ['flexible', 0, 4000],
  ['moderate', 0, 4000],
  ['strict', 0, 2000],
  // 3 days ahead: past moderate's 5 days and strict's 7.
  ['flexible', 7, 4000],
  ['moderate', 7, 2000],
  ['strict', 7, 0],
  // Less than 24 hours before the day.
  ['flexible', 9.5, 2000],
])('a guest cancelling under %s after %d days gets back the policy’s share', async (policy, after, refund) => {
  const { host, guest, id } = await bookedAndPaid(policy);
  await bookings.graph(host, ACCEPT, { id });
  await bookings.clock.advance(days(after));
  expect((await bookings.graph(guest, CANCEL, { id })).data).toEqual({
    cancelBooking: { id, status: 'cancelled', cancelledBy: 'guest' },
  });
  expect(await bookingRow(id)).toMatchObject({
    refund_minor: String(refund),
    payment_status: refund === 4000 ? 'refunded' : refund === 0 ? 'captured' : 'partially_refunded',
  });
  if (refund > 0) expect(await ledgerOf(id)).toContain(`refund guest_card ${refund}`);
});

it('a host cancelling a confirmed booking refunds it in full, even under the strict policy', async () => {
  const { host, id } = await bookedAndPaid('strict');
  await bookings.graph(host, ACCEPT, { id });
  await bookings.clock.advance(days(9));
  await bookings.graph(host, CANCEL, { id });
  expect(await bookingRow(id)).toMatchObject({ refund_minor: '4000', payment_status: 'refunded' });
  expect(await ledgerOf(id)).toEqual([
    'charge guest_card -4000',
    'charge platform_commission 520',
    'charge host_payable 3480',
    'refund guest_card 4000',
    'refund platform_commission -520',
    'refund host_payable -3480',
  ]);
});
