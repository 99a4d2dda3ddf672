import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@village/kit';
import {
  create,
  ServiceDeletedEvent,
  ServiceDeletedSchema,
  ServiceListedEvent,
  ServiceListedSchema,
  ServiceSnapshotSchema,
  ServiceStatusChangedEvent,
  ServiceStatusChangedSchema,
  ServiceUpdatedEvent,
  ServiceUpdatedSchema,
  timestampFromDate,
} from '@village/proto';
import { eventually } from '../../../tests/support/eventually';
import { startBookings, type BookingsTestApp } from './support/bookings-test-app';

let bookings: BookingsTestApp;

beforeAll(async () => {
  bookings = await startBookings();
});

afterAll(async () => {
  await bookings?.close();
});

const at = (iso: string) => timestampFromDate(new Date(iso));
const snapshot = (serviceId: string, hostId: string, fields: Record<string, unknown> = {}) =>
  create(ServiceSnapshotSchema, {
    serviceId,
    hostId,
    type: 'education',
    title: 'Guitar lessons',
    pricingType: 'fixed_price',
    priceMinor: 1500n,
    currency: 'GBP',
    maxParticipants: 4,
    status: 'active',
    ...fields,
  });
const projected = (serviceId: string) =>
  bookings.sql<Record<string, unknown>>(
    `SELECT title, price_minor, max_participants, status, cancellation_policy, is_recurring, deleted
       FROM offered_services WHERE service_id = $1`,
    [serviceId],
  );
const settled = (serviceId: string, expected: Record<string, unknown>) =>
  eventually(`offered service ${serviceId} to be ${JSON.stringify(expected)}`, async () => {
    const [row] = await projected(serviceId);
    return row && Object.entries(expected).every(([key, value]) => row[key] === value) ? row : undefined;
  });

it('keeps the newest snapshot of a service, whatever order the events arrive in, and a deletion for good', async () => {
  const serviceId = randomUUID();
  const hostId = randomUUID();
  const updated = createEnvelope(
    ServiceUpdatedEvent,
    create(ServiceUpdatedSchema, {
      service: snapshot(serviceId, hostId, { title: 'Piano lessons', cancellationPolicy: 'strict', isRecurring: true }),
      updatedAt: at('2030-02-02T10:00:00Z'),
    }),
    { key: serviceId },
  );
  const listed = createEnvelope(
    ServiceListedEvent,
    create(ServiceListedSchema, { service: snapshot(serviceId, hostId), listedAt: at('2030-02-01T10:00:00Z') }),
    { key: serviceId },
  );
  await bookings.publish(updated, updated, listed);
  await eventually('the listed event to be processed', async () =>
    (await bookings.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [listed.id])).length ? true : undefined,
  );
  expect(await projected(serviceId)).toEqual([
    {
      title: 'Piano lessons',
      price_minor: '1500',
      max_participants: 4,
      status: 'active',
      cancellation_policy: 'strict',
      is_recurring: true,
      deleted: false,
    },
  ]);

  await bookings.publish(
    createEnvelope(
      ServiceStatusChangedEvent,
      create(ServiceStatusChangedSchema, {
        serviceId,
        hostId,
        status: 'paused',
        previousStatus: 'active',
        changedAt: at('2030-02-03T10:00:00Z'),
      }),
      { key: serviceId },
    ),
  );
  await settled(serviceId, { status: 'paused' });

  await bookings.publish(
    createEnvelope(
      ServiceDeletedEvent,
      create(ServiceDeletedSchema, { serviceId, hostId, deletedAt: at('2030-02-04T10:00:00Z') }),
      { key: serviceId },
    ),
  );
  await settled(serviceId, { deleted: true });
});

it("reads an empty cancellation policy as 'flexible'", async () => {
  const serviceId = randomUUID();
  await bookings.publish(
    createEnvelope(
      ServiceListedEvent,
      create(ServiceListedSchema, { service: snapshot(serviceId, randomUUID()), listedAt: at('2030-02-01T10:00:00Z') }),
      { key: serviceId },
    ),
  );
  await settled(serviceId, { cancellation_policy: 'flexible', status: 'active' });
});
