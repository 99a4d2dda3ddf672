import { createEnvelope, hours } from '@village/kit';
import {
  create,
  ServiceListedEvent,
  ServiceListedSchema,
  ServiceSnapshotSchema,
  timestampFromDate,
  UserVerifiedEvent,
  UserVerifiedSchema,
} from '@village/proto';
import { eventually } from '../../../tests/support/eventually';
import {
  ACCEPT,
  REQUEST,
  startBookings,
  TODAY,
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

const TIME_BANK = '{ timeBank { balance heldHours availableHours entries { reason bookingId hoursDelta } } }';
const CARE = 'query Care($id: ID!) { booking(id: $id) { id careHours { careHours children hoursCharged } } }';

interface TimeBank {
  balance: number;
  heldHours: number;
  availableHours: number;
  entries: Array<{ reason: string; bookingId: string | null; hoursDelta: number }>;
}

const timeBankOf = async (who: TestMember): Promise<TimeBank> => {
  const answer = await bookings.graph<{ timeBank: TimeBank }>(who, TIME_BANK);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.timeBank;
};

/** identity's UserVerified for `member`, as the event log delivers it; resolves once bookings' own group processed it. */
const verify = async (member: TestMember) => {
  const envelope = createEnvelope(
    UserVerifiedEvent,
    create(UserVerifiedSchema, { userId: member.id, verifiedAt: timestampFromDate(bookings.clock.now()) }),
    { key: member.id },
  );
  await bookings.publish(envelope);
  await eventually('UserVerified to be processed', async () =>
    (
      await bookings.sql("SELECT 1 FROM processed_events WHERE consumer_group = 'bookings' AND event_id = $1", [
        envelope.id,
      ])
    ).length
      ? true
      : undefined,
  );
};

let titles = 0;
const reciprocalService = async (host: TestMember, fields: Record<string, unknown> = {}) => {
  titles += 1;
  const serviceId = await bookings.offerService({
    hostId: host.id,
    type: 'childcare',
    title: `Childcare swap ${titles}`,
    ...fields,
  });
  await bookings.sql(`UPDATE offered_services SET childcare_arrangement = 'reciprocal' WHERE service_id = $1`, [
    serviceId,
  ]);
  return serviceId;
};

const request = (guest: TestMember, serviceId: string, careHours: number, childrenCount: number, day = TODAY) =>
  bookings.graph<{ requestBooking: { id: string; status: string; paymentStatus: string; totalAmountMinor: number } }>(
    guest,
    REQUEST,
    { input: { serviceId, bookingDate: day, careHours, childrenCount } },
  );

it('gives a verified member the starter hours once, however often identity verifies them', async () => {
  const member = await bookings.member();
  expect(await timeBankOf(member)).toEqual({ balance: 0, heldHours: 0, availableHours: 0, entries: [] });
  await verify(member);
  await verify(member);
  expect(await timeBankOf(member)).toEqual({
    balance: 3,
    heldHours: 0,
    availableHours: 3,
    entries: [{ reason: 'starter', bookingId: null, hoursDelta: 3 }],
  });
});

it('takes no payment for reciprocal care, even from a service with a price, and holds its hours', async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  await verify(guest);
  const serviceId = await reciprocalService(host, { pricingType: 'fixed_price', priceMinor: 2500 });
  const answer = await request(guest, serviceId, 1, 2);
  expect(answer.data?.requestBooking).toMatchObject({ status: 'pending', paymentStatus: 'none', totalAmountMinor: 0 });
  const id = answer.data?.requestBooking.id;
  const care = await bookings.graph(host, CARE, { id });
  expect(care.data).toEqual({ booking: { id, careHours: { careHours: 1, children: 2, hoursCharged: 1.5 } } });
  expect(await timeBankOf(guest)).toMatchObject({ balance: 3, heldHours: 1.5, availableHours: 1.5 });
  expect(await bookings.sql('SELECT 1 FROM payments WHERE booking_id = $1', [id])).toEqual([]);
});

it('refuses a request when the hours left after other requests fall short, saying how many are needed', async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  await verify(guest);
  const serviceId = await reciprocalService(host, { maxParticipants: 5 });
  expect((await request(guest, serviceId, 2, 1)).data?.requestBooking.status).toBe('pending');
  const refused = await request(guest, serviceId, 1, 3, '2030-03-02');
  expect(refused.data).toBeNull();
  expect(refused.errors?.[0]).toMatchObject({ message: 'You need 2 hours for this booking; you have 1.' });

  const stranger = await bookings.member();
  const unverified = await request(stranger, serviceId, 0.5, 1);
  expect(unverified.errors?.[0]?.message).toBe('You need 0.5 hours for this booking; you have 0.');
});

it.each([
  [0, 1, 'Please enter the hours of care, from 0.5 to 12 in half hours'],
  [1.25, 1, 'Please enter the hours of care, from 0.5 to 12 in half hours'],
  [12.5, 1, 'Please enter the hours of care, from 0.5 to 12 in half hours'],
  [2, 0, 'Please enter the number of children, from 1 to 4'],
  [2, 5, 'Please enter the number of children, from 1 to 4'],
])('refuses %s hours for %s children', async (careHours, children, message) => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await reciprocalService(host);
  expect((await request(guest, serviceId, careHours, children)).errors?.[0]?.message).toBe(message);
});

it('credits the host and debits the guest once, when the reciprocal booking completes', async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  await verify(guest);
  const serviceId = await reciprocalService(host);
  const answer = await request(guest, serviceId, 1, 3);
  const id = answer.data?.requestBooking.id ?? '';
  await bookings.graph(host, ACCEPT, { id });

  await bookings.clock.advance(hours(16));
  await bookings.clock.runDue();
  await bookings.clock.runDue();
  const [row] = await bookings.sql<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id]);
  expect(row?.status).toBe('completed');

  expect(await timeBankOf(host)).toEqual({
    balance: 2,
    heldHours: 0,
    availableHours: 2,
    entries: [{ reason: 'care_given', bookingId: id, hoursDelta: 2 }],
  });
  expect(await timeBankOf(guest)).toMatchObject({
    balance: 1,
    heldHours: 0,
    entries: [
      { reason: 'care_received', bookingId: id, hoursDelta: -2 },
      { reason: 'starter', bookingId: null, hoursDelta: 3 },
    ],
  });
  const entries = await bookings.sql('SELECT 1 FROM time_bank_entries WHERE booking_id = $1', [id]);
  expect(entries).toHaveLength(2);
});

it("projects a childcare service's arrangement from listings' ServiceListed", async () => {
  const host = await bookings.member();
  const serviceId = '6f1c1a52-4b7e-4c55-9a53-0d0e5b7f2a11';
  const service = create(ServiceSnapshotSchema, {
    serviceId,
    hostId: host.id,
    type: 'childcare',
    title: 'Saturday swap',
    pricingType: 'free',
    currency: 'GBP',
    maxParticipants: 2,
    status: 'active',
    childcareArrangement: 'reciprocal',
  });
  await bookings.publish(
    createEnvelope(ServiceListedEvent, create(ServiceListedSchema, { service }), { key: serviceId }),
  );
  await eventually('the arrangement to be projected', async () => {
    const [row] = await bookings.sql<{ childcare_arrangement: string }>(
      'SELECT childcare_arrangement FROM offered_services WHERE service_id = $1',
      [serviceId],
    );
    return row?.childcare_arrangement === 'reciprocal' ? true : undefined;
  });
});
