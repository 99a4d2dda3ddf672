import { randomUUID } from 'node:crypto';
import { eventually } from '../../../../tests/support/eventually';
import { userErased } from '../support/erasure-events';
import { REQUEST, startBookings, TODAY, type BookingsTestApp } from '../support/bookings-test-app';

let bookings: BookingsTestApp;

beforeAll(async () => {
  bookings = await startBookings();
});

afterAll(async () => {
  await bookings?.close();
});

const erased = userErased;

async function processed(...envelopes: ReturnType<typeof erased>[]): Promise<void> {
  await bookings.publish(...envelopes);
  for (const envelope of envelopes) {
    await eventually(`event ${envelope.id} to be processed`, async () =>
      (await bookings.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id])).length
        ? true
        : undefined,
    );
  }
}

const count = async (sql: string, parameters: unknown[]) =>
  (await bookings.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, parameters))[0].n;

it('keeps the money records of an erased guest under one pseudonym and forgets the rest, however often delivered', async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  await bookings.knowMember(guest, 'Marisol');
  const serviceId = await bookings.offerService({ hostId: host.id });
  const requested = await bookings.graph<{ requestBooking: { id: string } }>(guest, REQUEST, {
    input: { serviceId, bookingDate: TODAY, notes: 'Marisol will bring a packed lunch' },
  });
  if (!requested.data) throw new Error(JSON.stringify(requested.errors));
  const bookingId = requested.data.requestBooking.id;
  await bookings.sql(
    `INSERT INTO payments (id, booking_id, provider, provider_payment_id, guest_id, host_id, service_type, amount_minor,
       currency, status, card_last4, created_at, updated_at)
     VALUES ($1, $2, 'stripe', $3, $4, $5, 'babysitting', 2500, 'GBP', 'captured', '4242', now(), now())`,
    [randomUUID(), bookingId, `pi_${randomUUID()}`, guest.id, host.id],
  );
  await bookings.sql(
    `INSERT INTO ledger_entries (journal_id, booking_id, account, member_id, amount_minor, currency, kind, created_at)
     VALUES ($1, $2, 'guest_card', $3, 2500, 'GBP', 'charge', now())`,
    [randomUUID(), bookingId, guest.id],
  );
  await bookings.sql(
    `INSERT INTO safety_plans (id, booking_id, owner_id, contact_name, contact_email, status, created_at, updated_at)
     VALUES ($1, $2, $3, 'Aunt Bea', 'bea@example.org', 'active', now(), now())`,
    [randomUUID(), bookingId, guest.id],
  );
  await bookings.sql('INSERT INTO member_last_initials (user_id, last_initial) VALUES ($1, $2)', [guest.id, 'Q']);

  await processed(erased(guest), erased(guest));

  for (const [table, column] of [
    ['bookings', 'guest_id'],
    ['payments', 'guest_id'],
    ['ledger_entries', 'member_id'],
    ['safety_plans', 'owner_id'],
    ['member_last_initials', 'user_id'],
    ['member_contacts', 'user_id'],
  ]) {
    expect([table, await count(`${table} WHERE ${column} = $1`, [guest.id])]).toEqual([table, 0]);
  }
  const [booking] = await bookings.sql<{ guest_id: string; host_id: string; notes: string | null }>(
    'SELECT guest_id, host_id, notes FROM bookings WHERE id = $1',
    [bookingId],
  );
  expect(booking).toEqual({ guest_id: expect.any(String), host_id: host.id, notes: null });
  const pseudonym = booking.guest_id;
  expect(
    await bookings.sql('SELECT guest_id, amount_minor, card_last4 FROM payments WHERE booking_id = $1', [bookingId]),
  ).toEqual([{ guest_id: pseudonym, amount_minor: '2500', card_last4: null }]);
  expect(await bookings.sql('SELECT member_id FROM ledger_entries WHERE booking_id = $1', [bookingId])).toEqual([
    { member_id: pseudonym },
  ]);
});

it('keeps the ledger append-only: only a declared pseudonymisation may change member_id, and nothing else', async () => {
  const bookingId = randomUUID();
  const memberId = randomUUID();
  await bookings.sql(
    `INSERT INTO ledger_entries (journal_id, booking_id, account, member_id, amount_minor, currency, kind, created_at)
     VALUES ($1, $2, 'guest_card', $3, 1200, 'GBP', 'charge', now())`,
    [randomUUID(), bookingId, memberId],
  );
  await expect(
    bookings.sql('UPDATE ledger_entries SET member_id = $2 WHERE booking_id = $1', [bookingId, randomUUID()]),
  ).rejects.toThrow('ledger_entries is append-only: UPDATE refused');
  await expect(
    bookings.dataSource.transaction(async (manager) => {
      await manager.query("SET LOCAL village.pseudonymising = 'on'");
      await manager.query('UPDATE ledger_entries SET member_id = $2, amount_minor = 1 WHERE booking_id = $1', [
        bookingId,
        randomUUID(),
      ]);
    }),
  ).rejects.toThrow('ledger_entries is append-only: UPDATE refused');
  await expect(
    bookings.dataSource.transaction(async (manager) => {
      await manager.query("SET LOCAL village.pseudonymising = 'on'");
      await manager.query('DELETE FROM ledger_entries WHERE booking_id = $1', [bookingId]);
    }),
  ).rejects.toThrow('ledger_entries is append-only: DELETE refused');
  expect(
    await bookings.sql('SELECT member_id, amount_minor FROM ledger_entries WHERE booking_id = $1', [bookingId]),
  ).toEqual([{ member_id: memberId, amount_minor: '1200' }]);
});
