import { ONLY_VERIFIED_CONTACT_MESSAGE } from '@village/kit';
import { contactRuleChanged, processedByContactRules, userVerified } from '../../../tests/support/contact-rules';
import { REQUEST, startBookings, TODAY, type BookingsTestApp, type TestMember } from './support/bookings-test-app';

const GROUP = 'bookings-contact-rules';

let bookings: BookingsTestApp;

beforeAll(async () => {
  bookings = await startBookings();
});

afterAll(async () => {
  await bookings?.close();
});

type Requested = { requestBooking: { id: string; status: string } };
const request = (who: TestMember, serviceId: string) =>
  bookings.graph<Requested>(who, REQUEST, { input: { serviceId, bookingDate: TODAY } });

it('refuses an unverified member requesting a booking of a host who chose "only verified", until verified', async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await bookings.offerService({ hostId: host.id });
  await processedByContactRules(bookings, GROUP, contactRuleChanged(host.id, true, bookings.clock.now()));

  const refused = await request(guest, serviceId);
  expect(refused.data).toBeNull();
  expect(refused.errors?.[0]).toMatchObject({
    message: ONLY_VERIFIED_CONTACT_MESSAGE,
    extensions: { code: 'FORBIDDEN', errorCode: 'ONLY_VERIFIED_CONTACT' },
  });
  expect(await bookings.sql('SELECT id FROM bookings WHERE service_id = $1', [serviceId])).toEqual([]);

  await processedByContactRules(bookings, GROUP, userVerified(guest.id, bookings.clock.now()));
  expect((await request(guest, serviceId)).data?.requestBooking.status).toBe('pending');
});

it('lets anyone request a booking of a host who left the setting off', async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await bookings.offerService({ hostId: host.id });
  await processedByContactRules(bookings, GROUP, contactRuleChanged(host.id, false, bookings.clock.now()));
  expect((await request(guest, serviceId)).errors).toBeUndefined();
});
