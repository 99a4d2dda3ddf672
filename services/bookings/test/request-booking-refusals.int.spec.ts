import { BookingRequestedEvent } from '@village/proto';
import { REQUEST, startBookings, TODAY, type BookingsTestApp, type TestMember } from './support/bookings-test-app';

let bookings: BookingsTestApp;

beforeAll(async () => {
  bookings = await startBookings();
});

afterAll(async () => {
  await bookings?.close();
});

type Requested = { requestBooking: Record<string, unknown> };
const request = (who: TestMember, input: Record<string, unknown>) => bookings.graph<Requested>(who, REQUEST, { input });

/** Rows and events a refusal must leave as they were. */
const footprint = async (serviceId: string) => ({
  bookings: await bookings.sql('SELECT id FROM bookings WHERE service_id::text = $1', [serviceId]),
  capacity: await bookings.sql('SELECT held FROM service_day_capacity WHERE service_id::text = $1', [serviceId]),
  events: (await bookings.eventsOf(BookingRequestedEvent)).filter(
    (event) => event.message.booking?.serviceId === serviceId,
  ),
});

const expectRefusal = async (
  who: TestMember,
  input: Record<string, unknown>,
  expected: { message: string; errorCode: string; code: string; fieldErrors?: Record<string, string> },
) => {
  const serviceId = String(input.serviceId);
  const answer = await request(who, input);
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0]).toMatchObject({
    message: expected.message,
    extensions: {
      code: expected.code,
      errorCode: expected.errorCode,
      ...(expected.fieldErrors ? { fieldErrors: expected.fieldErrors } : {}),
    },
  });
  expect(await footprint(serviceId)).toEqual({ bookings: [], capacity: [], events: [] });
};

it('books a free service for today, pending, with nothing to pay, and publishes BookingRequested', async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await bookings.offerService({ hostId: host.id, cancellationPolicy: 'strict' });

  const answer = await request(guest, { serviceId, bookingDate: TODAY, notes: '  Bring a capo  ', totalAmount: 50 });

  expect(answer.data?.requestBooking).toMatchObject({
    serviceId,
    hostId: host.id,
    guestId: guest.id,
    bookingDate: TODAY,
    notes: 'Bring a capo',
    status: 'pending',
    paymentStatus: 'none',
    totalAmount: 0,
    totalAmountMinor: 0,
    currency: 'GBP',
    cancellationPolicy: 'strict',
    cancelledBy: null,
    refundAmountMinor: 0,
    service: { title: 'Guitar lessons', type: 'education' },
  });
  expect(await bookings.sql('SELECT held FROM service_day_capacity WHERE service_id = $1', [serviceId])).toEqual([
    { held: 1 },
  ]);
  const events = (await footprint(serviceId)).events;
  expect(events.map(({ key, message }) => [key, message.booking?.guestId, message.booking?.status])).toEqual([
    [answer.data?.requestBooking.id, guest.id, 'pending'],
  ]);
});

it('charges the listed price of a fixed-price service whatever the client sends', async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await bookings.offerService({ hostId: host.id, pricingType: 'fixed_price', priceMinor: 2550 });
  const answer = await request(guest, { serviceId, bookingDate: '2030-03-02', totalAmount: 0.01 });
  expect(answer.data?.requestBooking).toMatchObject({
    totalAmount: 25.5,
    totalAmountMinor: 2550,
    paymentStatus: 'requires_payment',
  });
});

it("takes the guest's donation, or the listed price when none is given", async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await bookings.offerService({ hostId: host.id, pricingType: 'donation_based', priceMinor: 500 });
  const chosen = await request(guest, { serviceId, bookingDate: '2030-03-03', totalAmount: 12.34 });
  const listed = await request(guest, { serviceId, bookingDate: '2030-03-04' });
  const nothing = await request(guest, { serviceId, bookingDate: '2030-03-05', totalAmount: 0 });
  expect(chosen.data?.requestBooking).toMatchObject({ totalAmountMinor: 1234, paymentStatus: 'requires_payment' });
  expect(listed.data?.requestBooking).toMatchObject({ totalAmountMinor: 500 });
  expect(nothing.data?.requestBooking).toMatchObject({ totalAmountMinor: 0, paymentStatus: 'none' });
});

describe('refuses and changes nothing', () => {
  let host: TestMember;
  let guest: TestMember;
  beforeEach(async () => {
    host = await bookings.member();
    guest = await bookings.member();
  });
  const invalid = (field: string, message: string) => ({
    message,
    code: 'BAD_USER_INPUT',
    errorCode: 'BOOKING_INVALID',
    fieldErrors: { [field]: message },
  });
  const notFound = { message: 'Service not found', code: 'NOT_FOUND', errorCode: 'BOOKING_SERVICE_NOT_FOUND' };

  it('without a booking date', async () => {
    const serviceId = await bookings.offerService({ hostId: host.id });
    await expectRefusal(guest, { serviceId }, invalid('bookingDate', 'Booking date is required'));
    await expectRefusal(guest, { serviceId, bookingDate: ' ' }, invalid('bookingDate', 'Booking date is required'));
  });

  it('for a day before today in London', async () => {
    const serviceId = await bookings.offerService({ hostId: host.id });
    await expectRefusal(
      guest,
      { serviceId, bookingDate: '2030-02-28' },
      invalid('bookingDate', 'Booking date must be today or later'),
    );
  });

  it('for another day than the one a dated service takes place on', async () => {
    // 23:30 UTC on 10 April is 00:30 on the 11th in London (summer time).
    const serviceId = await bookings.offerService({ hostId: host.id, dateTime: new Date('2030-04-10T23:30:00Z') });
    await expectRefusal(
      guest,
      { serviceId, bookingDate: '2030-04-10' },
      invalid('bookingDate', 'This service takes place on 11 April 2030'),
    );
    expect((await request(guest, { serviceId, bookingDate: '2030-04-11' })).data?.requestBooking).toMatchObject({
      bookingDate: '2030-04-11',
    });
  });

  it('before the first day of a recurring service, and takes any day from it on', async () => {
    const serviceId = await bookings.offerService({
      hostId: host.id,
      dateTime: new Date('2030-04-10T09:00:00Z'),
      isRecurring: true,
    });
    await expectRefusal(
      guest,
      { serviceId, bookingDate: '2030-04-09' },
      invalid('bookingDate', 'This service starts on 10 April 2030'),
    );
    expect((await request(guest, { serviceId, bookingDate: '2030-04-24' })).data?.requestBooking).toMatchObject({
      bookingDate: '2030-04-24',
    });
  });

  it('with notes of more than 1000 characters', async () => {
    const serviceId = await bookings.offerService({ hostId: host.id });
    await expectRefusal(
      guest,
      { serviceId, bookingDate: TODAY, notes: 'x'.repeat(1001) },
      invalid('notes', 'Notes must be under 1000 characters'),
    );
  });

  it('with a negative donation or one with more than 2 decimals', async () => {
    const serviceId = await bookings.offerService({ hostId: host.id, pricingType: 'donation_based', priceMinor: 500 });
    await expectRefusal(
      guest,
      { serviceId, bookingDate: TODAY, totalAmount: -1 },
      invalid('totalAmount', 'Amount must be 0 or more'),
    );
    await expectRefusal(
      guest,
      { serviceId, bookingDate: TODAY, totalAmount: 1.005 },
      invalid('totalAmount', 'Amount can have at most 2 decimal places'),
    );
  });

  it("for the host's own service", async () => {
    const serviceId = await bookings.offerService({ hostId: host.id });
    await expectRefusal(
      host,
      { serviceId, bookingDate: TODAY },
      { message: 'You cannot book your own service', code: 'BAD_USER_INPUT', errorCode: 'BOOKING_OWN_SERVICE' },
    );
  });

  it('for an unknown, deleted, paused or no longer active service', async () => {
    await expectRefusal(guest, { serviceId: '00000000-0000-4000-8000-00000000dead', bookingDate: TODAY }, notFound);
    await expectRefusal(guest, { serviceId: 'nope', bookingDate: TODAY }, notFound);
    for (const seed of [{ deleted: true }, { status: 'paused' }, { status: 'completed' }, { status: 'cancelled' }]) {
      const serviceId = await bookings.offerService({ hostId: host.id, ...seed });
      await expectRefusal(guest, { serviceId, bookingDate: TODAY }, notFound);
    }
  });

  it('across a block either way, with the same answer as an unknown service', async () => {
    const serviceId = await bookings.offerService({ hostId: host.id });
    await bookings.sql('INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [host.id, guest.id]);
    await expectRefusal(guest, { serviceId, bookingDate: TODAY }, notFound);

    const other = await bookings.member();
    await bookings.sql('INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [other.id, host.id]);
    await expectRefusal(other, { serviceId, bookingDate: TODAY }, notFound);
  });

  it('when the day is full', async () => {
    const serviceId = await bookings.offerService({ hostId: host.id, maxParticipants: 1 });
    const first = await request(await bookings.member(), { serviceId, bookingDate: TODAY });
    expect(first.data?.requestBooking).toMatchObject({ status: 'pending' });
    const before = await footprint(serviceId);

    const answer = await request(guest, { serviceId, bookingDate: TODAY });

    expect(answer.errors?.[0]).toMatchObject({
      message: 'This service is fully booked on that day.',
      extensions: { code: 'CONFLICT', errorCode: 'BOOKING_FULL' },
    });
    expect(await footprint(serviceId)).toEqual(before);
    expect((await request(guest, { serviceId, bookingDate: '2030-03-02' })).data?.requestBooking).toMatchObject({
      status: 'pending',
    });
  });
});
