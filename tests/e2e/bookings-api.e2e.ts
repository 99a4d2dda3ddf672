import { expect, test, type APIResponse } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';
import { FUTURE_DAY, requestBookingOnceListed } from './support/booking-requests';
import { serviceFields, uniqueTitle } from './support/service-seeding';

/** What /api/bookings answers for a booking (the fields this test reads). */
interface Booking {
  id: string;
  serviceId: string;
  hostId: string;
  guestId: string;
  bookingDate: string;
  notes: string | null;
  status: string;
  paymentStatus: string;
  totalAmount: number;
  totalAmountMinor: number;
  currency: string;
  cancellationPolicy: string;
  cancelledBy: string | null;
  service: { title: string; type: string } | null;
}

interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

const post = (client: RoleClient, path: string, data?: unknown) =>
  client.http.post(path, { headers: { 'x-csrf-token': client.csrfToken }, ...(data === undefined ? {} : { data }) });

async function json<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

const listOf = async (client: RoleClient, side: 'guest' | 'host'): Promise<Booking[]> =>
  (await json<{ bookings: Booking[] }>(await client.http.get(`/api/bookings/${side}`), 200)).bookings;

test.describe.configure({ mode: 'serial' });

let host: RoleClient;
let guest: RoleClient;
let stranger: RoleClient;
let serviceId: string;
let hostId: string;
const title = uniqueTitle('Bookable playdate');

test.beforeAll(async ({ baseURL }) => {
  [host, guest, stranger] = await Promise.all([
    clientFor('member', baseURL!),
    clientFor('member', baseURL!),
    clientFor('anotherMember', baseURL!),
  ]);
  const listed = await host.http.post('/api/services', {
    headers: { 'x-csrf-token': host.csrfToken },
    multipart: serviceFields({ title, pricingType: 'free', maxParticipants: '3' }),
  });
  const service = await json<{ id: string; hostId: string }>(listed, 201);
  serviceId = service.id;
  hostId = service.hostId;
});

test.afterAll(async () => {
  await Promise.all([host, guest, stranger].map((client) => client?.dispose()));
});

test('a guest books a free service, the host accepts it, and no one else sees or changes it', async () => {
  const requested = await json<Booking>(
    await requestBookingOnceListed(guest, {
      serviceId,
      hostId,
      bookingDate: FUTURE_DAY,
      notes: 'Two children, aged 3 and 5.',
      totalAmount: '25', // a free service: the client's amount is ignored
    }),
    201,
  );
  expect(requested).toMatchObject({
    serviceId,
    hostId,
    bookingDate: FUTURE_DAY,
    notes: 'Two children, aged 3 and 5.',
    status: 'pending',
    paymentStatus: 'none',
    totalAmount: 0,
    totalAmountMinor: 0,
    cancellationPolicy: 'flexible',
    cancelledBy: null,
    service: { title, type: 'playdate' },
  });

  const asGuest = await listOf(guest, 'guest');
  expect(asGuest.map(({ id, status }) => ({ id, status }))).toEqual([{ id: requested.id, status: 'pending' }]);
  expect(await listOf(guest, 'host')).toEqual([]);
  const asHost = await listOf(host, 'host');
  expect(asHost.map(({ id, guestId }) => ({ id, guestId }))).toEqual([
    { id: requested.id, guestId: requested.guestId },
  ]);

  // Another member: 404 as if it did not exist, on reading and on accepting, and it stays pending.
  const hidden = await json<ErrorBody>(await stranger.http.get(`/api/bookings/${requested.id}`), 404);
  expect(hidden.message).toBe('Booking not found');
  await json<ErrorBody>(await post(stranger, `/api/bookings/${requested.id}/accept`), 404);
  expect(await listOf(stranger, 'guest')).toEqual([]);
  expect(await listOf(stranger, 'host')).toEqual([]);
  expect((await json<Booking>(await guest.http.get(`/api/bookings/${requested.id}`), 200)).status).toBe('pending');

  const accepted = await json<Booking>(await post(host, `/api/bookings/${requested.id}/accept`), 200);
  expect(accepted).toMatchObject({ id: requested.id, status: 'confirmed' });
  expect((await json<Booking>(await guest.http.get(`/api/bookings/${requested.id}`), 200)).status).toBe('confirmed');
  expect((await listOf(host, 'host')).map(({ status }) => status)).toEqual(['confirmed']);
});

test('a booking without a date, or of one’s own service, is refused and nothing is booked', async () => {
  const before = await listOf(guest, 'guest');
  const undated = await json<ErrorBody>(await post(guest, '/api/bookings', { serviceId, notes: 'Any day' }), 400);
  expect(undated.fieldErrors?.bookingDate).toBe('Booking date is required');
  const emptyDate = await json<ErrorBody>(
    await post(guest, '/api/bookings', { serviceId, bookingDate: '', totalAmount: '' }),
    400,
  );
  expect(emptyDate.fieldErrors?.bookingDate).toBe('Booking date is required');
  expect(await listOf(guest, 'guest')).toEqual(before);

  const own = await json<ErrorBody>(await post(host, '/api/bookings', { serviceId, bookingDate: FUTURE_DAY }), 400);
  expect(own.message).toBe('You cannot book your own service');
  expect(await listOf(host, 'guest')).toEqual([]);

  const notAnAmount = await json<ErrorBody>(
    await post(guest, '/api/bookings', { serviceId, bookingDate: FUTURE_DAY, totalAmount: 'lots' }),
    400,
  );
  expect(notAnAmount.fieldErrors?.totalAmount).toBe('Total amount must be a number');
  expect(await listOf(guest, 'guest')).toEqual(before);
});

test('a guest cancels a request; accepting it afterwards is refused with the reason', async () => {
  const requested = await json<Booking>(
    await post(guest, '/api/bookings', { serviceId, bookingDate: '2099-06-02', totalAmount: null }),
    201,
  );
  const cancelled = await json<Booking>(await post(guest, `/api/bookings/${requested.id}/cancel`), 200);
  expect(cancelled).toMatchObject({ id: requested.id, status: 'cancelled', cancelledBy: 'guest' });

  const refused = await json<ErrorBody>(await post(host, `/api/bookings/${requested.id}/accept`), 409);
  expect(refused).toMatchObject({
    message: 'This booking is cancelled and can no longer be accepted.',
    code: 'BOOKING_STATUS_CONFLICT',
  });
  expect((await json<Booking>(await host.http.get(`/api/bookings/${requested.id}`), 200)).status).toBe('cancelled');
});

test('a visitor is refused every bookings route', async ({ baseURL }) => {
  const visitor = await clientFor('visitor', baseURL!);
  try {
    expect((await visitor.http.get('/api/bookings/guest')).status()).toBe(401);
    expect((await post(visitor, '/api/bookings', { serviceId, bookingDate: FUTURE_DAY })).status()).toBe(401);
  } finally {
    await visitor.dispose();
  }
});
