import { randomUUID } from 'node:crypto';
import { REQUEST, startBookings, TODAY, type BookingsTestApp, type TestMember } from './support/bookings-test-app';

const COUNT = '{ bookingCount }';

let bookings: BookingsTestApp;
let admin: TestMember;

beforeAll(async () => {
  bookings = await startBookings();
  const id = randomUUID();
  admin = { id, token: await bookings.keys.signAccessToken({ id, email: `${id}@example.org`, isAdmin: true }) };
});

afterAll(async () => {
  await bookings?.close();
});

it('counts every booking ever requested, for admins', async () => {
  expect((await bookings.graph(admin, COUNT)).data).toEqual({ bookingCount: 0 });
  const host = await bookings.member();
  const serviceId = await bookings.offerService({ hostId: host.id });
  for (const guest of [await bookings.member(), await bookings.member()]) {
    const answer = await bookings.graph(guest, REQUEST, { input: { serviceId, bookingDate: TODAY } });
    expect(answer.errors).toBeUndefined();
  }
  expect((await bookings.graph(admin, COUNT)).data).toEqual({ bookingCount: 2 });
});

it('refuses the count to members and visitors', async () => {
  expect((await bookings.graph(await bookings.member(), COUNT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect((await bookings.graph(null, COUNT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
