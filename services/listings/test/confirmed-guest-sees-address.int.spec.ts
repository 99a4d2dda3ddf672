import { randomUUID } from 'node:crypto';
import { createEnvelope, type EventEnvelope } from '@village/kit';
import { BookingCancelledEvent, BookingCompletedEvent, BookingConfirmedEvent, create } from '@village/proto';
import { eventually } from '../../../tests/support/eventually';
import { DETAIL } from './factories/service-input.factory';
import { startListings, type ListingsTestApp, type TestMember } from './support/listings-test-app';

let listings: ListingsTestApp;

beforeAll(async () => {
  listings = await startListings();
});

afterAll(async () => {
  await listings?.close();
});

type Detail = { service: { location: string | null; postcode: string } | null };

const createdId = (host: TestMember) => listings.createService(host);
const addressSeenBy = async (who: TestMember, id: string) => {
  const service = (await listings.graph<Detail>(who, DETAIL, { id })).data?.service;
  return service ? { location: service.location, postcode: service.postcode } : null;
};
const snapshot = (bookingId: string, serviceId: string, host: TestMember, guest: TestMember, status: string) => ({
  bookingId,
  serviceId,
  hostId: host.id,
  guestId: guest.id,
  bookingDate: '2030-03-11',
  currency: 'GBP',
  status,
});
const processed = async (...envelopes: EventEnvelope[]) => {
  await listings.publish(...envelopes);
  for (const envelope of envelopes) {
    await eventually(`event ${envelope.id} to be processed`, async () =>
      (await listings.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id])).length
        ? true
        : undefined,
    );
  }
};
const confirmed = (bookingId: string, serviceId: string, host: TestMember, guest: TestMember) =>
  createEnvelope(
    BookingConfirmedEvent,
    create(BookingConfirmedEvent.schema, { booking: snapshot(bookingId, serviceId, host, guest, 'confirmed') }),
    { key: bookingId },
  );

const HIDDEN = { location: null, postcode: 'SW1A' };
const SHOWN = { location: '1 Park Lane, London', postcode: 'SW1A 1AA' };

it('shows the exact address to a guest whose booking is confirmed, and to nobody else', async () => {
  const host = await listings.member();
  const guest = await listings.member();
  const other = await listings.member();
  const id = await createdId(host);
  expect(await addressSeenBy(guest, id)).toEqual(HIDDEN);

  const bookingId = randomUUID();
  await processed(confirmed(bookingId, id, host, guest), confirmed(bookingId, id, host, guest));
  expect(await addressSeenBy(guest, id)).toEqual(SHOWN);
  expect(await addressSeenBy(other, id)).toEqual(HIDDEN);

  const cancelled = createEnvelope(
    BookingCancelledEvent,
    create(BookingCancelledEvent.schema, {
      booking: snapshot(bookingId, id, host, guest, 'cancelled'),
      cancelledBy: 'guest',
    }),
    { key: bookingId },
  );
  await processed(cancelled);
  expect(await addressSeenBy(guest, id)).toEqual(HIDDEN);
});

it('hides it again once the booking is completed, even when the confirmation is delivered late', async () => {
  const host = await listings.member();
  const guest = await listings.member();
  const id = await createdId(host);
  const bookingId = randomUUID();
  const completed = createEnvelope(
    BookingCompletedEvent,
    create(BookingCompletedEvent.schema, { booking: snapshot(bookingId, id, host, guest, 'completed') }),
    { key: bookingId },
  );
  await processed(completed, confirmed(bookingId, id, host, guest));
  expect(await addressSeenBy(guest, id)).toEqual(HIDDEN);
});
