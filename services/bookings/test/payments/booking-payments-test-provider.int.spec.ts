import { BookingPayments } from '../../src/payments/booking-payments';
import { startPayments, type PaymentsTestApp } from './payments-test-app';

let app: PaymentsTestApp;
let payments: BookingPayments;

beforeAll(async () => {
  app = await startPayments();
  payments = app.app.get(BookingPayments);
});

afterEach(async () => {
  // Every scenario leaves every booking's and every journal's entries summing to zero.
  expect(await app.unbalanced()).toEqual({ bookings: [], journals: [] });
});

afterAll(async () => {
  await app?.close();
});

const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2034, cvc: '123' });
const paymentRow = async (bookingId: string) =>
  (
    await app.sql<Record<string, unknown>>(
      `SELECT provider, status, amount_minor::int, captured_minor::int, refunded_minor::int, commission_minor::int,
         card_last4 FROM payments WHERE booking_id = $1`,
      [bookingId],
    )
  )[0];
const sumsBy = (rows: Array<{ account: string; amount_minor: number }>) =>
  rows.reduce<Record<string, number>>(
    (sums, row) => ({ ...sums, [row.account]: (sums[row.account] ?? 0) + row.amount_minor }),
    {},
  );

it('opens, authorises with 4242, captures with commission, refunds part and pays the host out', async () => {
  const booking = await app.booking({ amountMinor: 10_000 });

  expect(await payments.open(booking)).toEqual({ provider: 'test', clientSecret: null, publishableKey: null });
  expect(await paymentRow(booking.id)).toMatchObject({
    provider: 'test',
    status: 'requires_payment',
    card_last4: null,
  });

  await payments.payWithTestCard(booking.id, card('4242 4242 4242 4242'));
  expect(await paymentRow(booking.id)).toMatchObject({ status: 'authorised', card_last4: '4242' });
  expect(await app.bookingRow(booking.id)).toMatchObject({ payment_status: 'authorised' });
  expect(await app.ledgerOf(booking.id)).toEqual([]);

  await payments.capture(booking.id);
  expect(await paymentRow(booking.id)).toMatchObject({
    status: 'captured',
    captured_minor: 10_000,
    commission_minor: 1_300,
  });
  expect(await app.bookingRow(booking.id)).toEqual({ payment_status: 'captured', commission_rate: '0.13' });
  const charge = await app.ledgerOf(booking.id);
  expect(charge.map(({ account, member_id, amount_minor, kind }) => [account, member_id, amount_minor, kind])).toEqual([
    ['guest_card', booking.guestId, -10_000, 'charge'],
    ['platform_commission', null, 1_300, 'charge'],
    ['host_payable', booking.hostId, 8_700, 'charge'],
  ]);

  await payments.refund(booking.id, 2_500);
  expect(await paymentRow(booking.id)).toMatchObject({ status: 'partially_refunded', refunded_minor: 2_500 });
  expect(await app.bookingRow(booking.id)).toMatchObject({ payment_status: 'partially_refunded' });
  expect(sumsBy((await app.ledgerOf(booking.id)).filter((row) => row.kind === 'refund'))).toEqual({
    guest_card: 2_500,
    platform_commission: -325,
    host_payable: -2_175,
  });

  expect(await payments.payOut(booking.id)).toBe(6_525);
  expect(await payments.payOut(booking.id)).toBe(0);
  expect(sumsBy(await app.ledgerOf(booking.id))).toEqual({
    guest_card: -7_500,
    platform_commission: 975,
    host_payable: 0,
    host_payouts: 6_525,
  });
});

it('declines 4000000000000002 with the card message and changes nothing else', async () => {
  const booking = await app.booking();
  await payments.open(booking);
  const before = await paymentRow(booking.id);

  await expect(payments.payWithTestCard(booking.id, card('4000000000000002'))).rejects.toMatchObject({
    code: 'PAYMENT_CARD_REFUSED',
    message: 'Your card was declined.',
    fieldErrors: { cardNumber: 'Your card was declined.' },
  });
  await expect(payments.payWithTestCard(booking.id, card('4000000000009995'))).rejects.toMatchObject({
    message: 'Your card has insufficient funds.',
  });
  await expect(payments.payWithTestCard(booking.id, card('4242424242424241'))).rejects.toMatchObject({
    message: 'Your card number is incorrect.',
  });

  expect(await paymentRow(booking.id)).toEqual(before);
  expect(await app.bookingRow(booking.id)).toMatchObject({ payment_status: 'requires_payment' });
  expect(await app.ledgerOf(booking.id)).toEqual([]);
  await expect(payments.capture(booking.id)).rejects.toMatchObject({ code: 'PAYMENT_STATUS_CONFLICT' });
});

it('cancels an authorisation without charging, and refuses to capture it afterwards', async () => {
  const booking = await app.booking();
  await payments.open(booking);
  await payments.payWithTestCard(booking.id, card('5555555555554444'));

  await payments.cancelAuthorisation(booking.id);

  expect(await paymentRow(booking.id)).toMatchObject({ status: 'cancelled', captured_minor: 0, card_last4: '4444' });
  expect(await app.bookingRow(booking.id)).toMatchObject({ payment_status: 'cancelled' });
  expect(await app.ledgerOf(booking.id)).toEqual([]);
  await expect(payments.capture(booking.id)).rejects.toMatchObject({
    message: 'This payment is cancelled and cannot be captured.',
  });
});

it('refunds in full at the rate admins set, giving all the commission back', async () => {
  await app.sql(
    `INSERT INTO commission_settings (service_type, rate, updated_at) VALUES ('tool_lending', 0.20, now())
     ON CONFLICT (service_type) DO UPDATE SET rate = 0.20`,
  );
  const booking = await app.booking({ serviceType: 'tool_lending', amountMinor: 1_999 });
  await payments.open(booking);
  await payments.payWithTestCard(booking.id, card('4242424242424242'));
  await payments.capture(booking.id);
  expect(await app.bookingRow(booking.id)).toMatchObject({ commission_rate: '0.20' });

  await expect(payments.refund(booking.id, 2_000)).rejects.toMatchObject({ code: 'PAYMENT_REFUND_INVALID' });
  await payments.refund(booking.id, 1_000);
  await payments.refund(booking.id, 999);

  expect(await paymentRow(booking.id)).toMatchObject({
    status: 'refunded',
    refunded_minor: 1_999,
    commission_minor: 400,
  });
  expect(await payments.payOut(booking.id)).toBe(0);
  expect(sumsBy(await app.ledgerOf(booking.id))).toEqual({ guest_card: 0, platform_commission: 0, host_payable: 0 });
});

it('records payment status none for a booking with nothing to pay', async () => {
  const booking = await app.booking({ amountMinor: 0 });
  expect(await payments.open(booking)).toEqual({ provider: 'test', clientSecret: null, publishableKey: null });
  expect(await app.bookingRow(booking.id)).toMatchObject({ payment_status: 'none' });
  expect(await paymentRow(booking.id)).toBeUndefined();
});

it('keeps the ledger append-only: UPDATE and DELETE are refused', async () => {
  const booking = await app.booking();
  await payments.open(booking);
  await payments.payWithTestCard(booking.id, card('4242424242424242'));
  await payments.capture(booking.id);

  await expect(
    app.sql('UPDATE ledger_entries SET amount_minor = 0 WHERE booking_id = $1', [booking.id]),
  ).rejects.toThrow('ledger_entries is append-only: UPDATE refused');
  await expect(app.sql('DELETE FROM ledger_entries WHERE booking_id = $1', [booking.id])).rejects.toThrow(
    'ledger_entries is append-only: DELETE refused',
  );
  expect(await app.ledgerOf(booking.id)).toHaveLength(3);
});
