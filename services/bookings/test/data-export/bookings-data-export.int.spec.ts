import { randomUUID } from 'node:crypto';
import { startBookings, type BookingsTestApp, type TestMember } from '../support/bookings-test-app';

let bookings: BookingsTestApp;

beforeAll(async () => {
  bookings = await startBookings();
});

afterAll(async () => {
  await bookings?.close();
});

type Row = Record<string, unknown>;
interface BookingsPart {
  service: string;
  bookings: Row[];
  payments: Row[];
  ledgerEntries: Row[];
  timeBank: Row[];
  safetyPlans: Row[];
}

async function exportOf(who: TestMember): Promise<BookingsPart> {
  const answer = await bookings.graph<{ myBookingsDataExport: string }>(who, '{ myBookingsDataExport }');
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return JSON.parse(answer.data.myBookingsDataExport) as BookingsPart;
}

async function paidBooking(host: TestMember, guest: TestMember, notes: string, cardLast4: string): Promise<string> {
  const id = randomUUID();
  await bookings.sql(
    `INSERT INTO bookings (id, service_id, host_id, guest_id, booking_date, notes, amount_minor, currency, status,
       payment_status, cancellation_policy, created_at, updated_at)
     VALUES ($1, $2, $3, $4, '2030-03-11', $5, 2500, 'GBP', 'confirmed', 'paid', 'flexible', now(), now())`,
    [id, randomUUID(), host.id, guest.id, notes],
  );
  await bookings.sql(
    `INSERT INTO payments (id, booking_id, provider, provider_payment_id, guest_id, host_id, service_type,
       amount_minor, currency, status, captured_minor, card_last4, created_at, updated_at)
     VALUES ($1, $2, 'stripe', $3, $4, $5, 'childcare', 2500, 'GBP', 'captured', 2500, $6, now(), now())`,
    [randomUUID(), id, `pi_${randomUUID()}`, guest.id, host.id, cardLast4],
  );
  await bookings.sql(
    `INSERT INTO ledger_entries (journal_id, booking_id, account, member_id, amount_minor, currency, kind, created_at)
     VALUES ($1, $2, 'guest_card', $3, 2500, 'GBP', 'charge', now()),
            ($1, $2, 'host_payable', $4, -2250, 'GBP', 'charge', now())`,
    [randomUUID(), id, guest.id, host.id],
  );
  return id;
}

describe("bookings' part of a member's data export", () => {
  it('holds their bookings on both sides with payments and ledger lines, the card digits only on their own', async () => {
    const member = await bookings.member();
    const other = await bookings.member();
    const stranger = await bookings.member();
    const asGuest = await paidBooking(other, member, 'Member books Other', '4242');
    const asHost = await paidBooking(member, other, 'Other books Member', '1881');
    await paidBooking(other, stranger, 'Stranger books Other', '5555');

    const part = await exportOf(member);

    expect(part.service).toBe('bookings');
    expect(part.bookings.map((row) => [row.id, row.my_side]).sort()).toEqual(
      [
        [asGuest, 'guest'],
        [asHost, 'host'],
      ].sort(),
    );
    const cards = Object.fromEntries(part.payments.map((row) => [row.booking_id, row.card_last4]));
    expect(cards).toEqual({ [asGuest]: '4242', [asHost]: null });
    expect(part.ledgerEntries.map((row) => [row.booking_id, row.account]).sort()).toEqual(
      [
        [asGuest, 'guest_card'],
        [asHost, 'host_payable'],
      ].sort(),
    );
    const text = JSON.stringify(part);
    expect(text).not.toContain('Stranger books Other');
    expect(text).not.toContain('1881');
    expect(text).not.toContain('5555');
  });

  it('is refused to a visitor', async () => {
    const answer = await bookings.graph(null, '{ myBookingsDataExport }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
