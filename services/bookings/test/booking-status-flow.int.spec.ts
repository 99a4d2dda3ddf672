import { hours } from '@village/kit';
import {
  BookingCancelledEvent,
  BookingCompletedEvent,
  BookingConfirmedEvent,
  BookingDeclinedEvent,
  type DescMessage,
  type EventContract,
} from '@village/proto';
import {
  ACCEPT,
  CANCEL,
  DECLINE,
  GUEST_LIST,
  HOST_LIST,
  ONE,
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

interface Parties {
  host: TestMember;
  guest: TestMember;
  serviceId: string;
  id: string;
}

const requested = async (seed: { pricingType?: string; priceMinor?: number } = {}, day = TODAY): Promise<Parties> => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await bookings.offerService({ hostId: host.id, ...seed });
  const answer = await bookings.graph<{ requestBooking: { id: string } }>(guest, REQUEST, {
    input: { serviceId, bookingDate: day },
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return { host, guest, serviceId, id: answer.data.requestBooking.id };
};
const held = async (serviceId: string) =>
  (await bookings.sql<{ held: number }>('SELECT held FROM service_day_capacity WHERE service_id = $1', [serviceId]))[0]
    ?.held;
const row = async (id: string) =>
  (await bookings.sql('SELECT status, cancelled_by, updated_at FROM bookings WHERE id = $1', [id]))[0];
const keysOf = async <Desc extends DescMessage>(contract: EventContract<Desc>, id: string) =>
  (await bookings.eventsOf(contract)).filter((event) => event.key === id).map(({ message }) => message);

it('the host accepts a free request: confirmed, the seat kept, BookingConfirmed published', async () => {
  const { host, serviceId, id } = await requested();
  expect((await bookings.graph(host, ACCEPT, { id })).data).toEqual({ acceptBooking: { id, status: 'confirmed' } });
  expect(await held(serviceId)).toBe(1);
  const events = await keysOf(BookingConfirmedEvent, id);
  expect(events.map((event) => event.booking?.status)).toEqual(['confirmed']);
});

it('the host declines: declined, the seat released, BookingDeclined published', async () => {
  const { host, serviceId, id } = await requested();
  expect((await bookings.graph(host, DECLINE, { id })).data).toEqual({ declineBooking: { id, status: 'declined' } });
  expect(await held(serviceId)).toBe(0);
  expect((await keysOf(BookingDeclinedEvent, id)).length).toBe(1);
});

it('the guest or the host cancels, recorded as such, the seat released', async () => {
  const byGuest = await requested();
  const byHost = await requested();
  await bookings.graph(byHost.host, ACCEPT, { id: byHost.id });

  expect((await bookings.graph(byGuest.guest, CANCEL, { id: byGuest.id })).data).toEqual({
    cancelBooking: { id: byGuest.id, status: 'cancelled', cancelledBy: 'guest' },
  });
  expect((await bookings.graph(byHost.host, CANCEL, { id: byHost.id })).data).toEqual({
    cancelBooking: { id: byHost.id, status: 'cancelled', cancelledBy: 'host' },
  });
  expect([await held(byGuest.serviceId), await held(byHost.serviceId)]).toEqual([0, 0]);
  expect((await keysOf(BookingCancelledEvent, byHost.id)).map((event) => event.cancelledBy)).toEqual(['host']);
});

it('refuses illegal transitions with the status and the verb, changing nothing', async () => {
  const { host, guest, serviceId, id } = await requested();
  await bookings.graph(host, DECLINE, { id });
  const before = [await row(id), await held(serviceId)];
  const tries = [
    [host, ACCEPT, 'accepted'],
    [host, DECLINE, 'declined'],
    [guest, CANCEL, 'cancelled'],
  ] as const;
  for (const [who, mutation, verb] of tries) {
    expect((await bookings.graph(who, mutation, { id })).errors?.[0]).toMatchObject({
      message: `This booking is declined and can no longer be ${verb}.`,
      extensions: { code: 'CONFLICT', errorCode: 'BOOKING_STATUS_CONFLICT' },
    });
  }
  expect([await row(id), await held(serviceId)]).toEqual(before);
  expect(await keysOf(BookingCancelledEvent, id)).toEqual([]);
});

it('refuses to accept a paid request before the guest has paid', async () => {
  const { host, id } = await requested({ pricingType: 'fixed_price', priceMinor: 1000 });
  expect((await bookings.graph(host, ACCEPT, { id })).errors?.[0]).toMatchObject({
    message: 'The guest has not completed payment yet',
    extensions: { code: 'CONFLICT', errorCode: 'BOOKING_PAYMENT_PENDING' },
  });
  expect(await row(id)).toMatchObject({ status: 'pending' });
  expect(await keysOf(BookingConfirmedEvent, id)).toEqual([]);
});

it('answers NOT_FOUND to anyone but the guest and host, and to a guest accepting or declining', async () => {
  const { host, guest, serviceId, id } = await requested();
  const stranger = await bookings.member();
  const before = [await row(id), await held(serviceId)];
  for (const [who, mutation] of [
    [stranger, ACCEPT],
    [stranger, DECLINE],
    [stranger, CANCEL],
    [guest, ACCEPT],
    [guest, DECLINE],
  ] as const) {
    expect((await bookings.graph(who, mutation, { id })).errors?.[0]).toMatchObject({
      message: 'Booking not found',
      extensions: { code: 'NOT_FOUND', errorCode: 'BOOKING_NOT_FOUND' },
    });
  }
  expect([await row(id), await held(serviceId)]).toEqual(before);
  expect((await bookings.graph(stranger, ONE, { id })).data).toEqual({ booking: null });
  expect((await bookings.graph(guest, ONE, { id })).data).toEqual({ booking: { id, status: 'pending', notes: null } });
  expect((await bookings.graph(host, ONE, { id })).data?.booking).toMatchObject({ id });
  expect((await bookings.graph(stranger, GUEST_LIST)).data).toEqual({ guestBookings: [] });
  expect((await bookings.graph(stranger, HOST_LIST)).data).toEqual({ hostBookings: [] });
});

it("lists the member's bookings as guest and as host, newest booking date first", async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await bookings.offerService({ hostId: host.id });
  for (const day of ['2030-03-02', '2030-03-05', '2030-03-03']) {
    await bookings.graph(guest, REQUEST, { input: { serviceId, bookingDate: day } });
  }
  const days = ['2030-03-05', '2030-03-03', '2030-03-02'];
  const guestList = await bookings.graph<{ guestBookings: Array<{ bookingDate: string }> }>(guest, GUEST_LIST);
  const hostList = await bookings.graph<{ hostBookings: Array<{ bookingDate: string }> }>(host, HOST_LIST);
  expect(guestList.data?.guestBookings.map((booking) => booking.bookingDate)).toEqual(days);
  expect(hostList.data?.hostBookings.map((booking) => booking.bookingDate)).toEqual(days);
});

it('completes confirmed bookings once their day has ended in London, and only those', async () => {
  const confirmed = await requested();
  await bookings.graph(confirmed.host, ACCEPT, { id: confirmed.id });
  const pending = await requested();
  const tomorrow = await requested({}, '2030-03-02');
  await bookings.graph(tomorrow.host, ACCEPT, { id: tomorrow.id });

  // 23:59 on the day: not over yet.
  await bookings.clock.advance(hours(14) + 59 * 60_000);
  await bookings.clock.runDue();
  expect(await row(confirmed.id)).toMatchObject({ status: 'confirmed' });

  await bookings.clock.advance(hours(1));
  await bookings.clock.runDue();
  expect(await row(confirmed.id)).toMatchObject({ status: 'completed' });
  // Never completed: a request left unanswered past its day expires instead (request-expiry.int.spec.ts).
  expect(await row(pending.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'system' });
  expect(await row(tomorrow.id)).toMatchObject({ status: 'confirmed' });
  expect((await keysOf(BookingCompletedEvent, confirmed.id)).map((event) => event.booking?.status)).toEqual([
    'completed',
  ]);
  expect((await bookings.graph(confirmed.guest, CANCEL, { id: confirmed.id })).errors?.[0]?.message).toBe(
    'This booking is completed and can no longer be cancelled.',
  );
});
