import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@village/kit';
import {
  create,
  ServiceStatusChangedEvent,
  ServiceTakenDownEvent,
  ServiceTakenDownSchema,
  timestampFromDate,
} from '@village/proto';
import { eventually } from '../../../tests/support/eventually';
import { SET_STATUS } from './factories/service-input.factory';
import { startListings, type ListingsTestApp, type TestMember } from './support/listings-test-app';

let listings: ListingsTestApp;

beforeAll(async () => {
  listings = await startListings();
});

afterAll(async () => {
  await listings?.close();
});

const PHOTOS = ['1', '2'].map((n) => `0b7c2a4e-2d3b-4e0f-9a51-6b1f2c3d4e5${n}`);

const createdId = (host: TestMember) => listings.createService(host, { photoIds: PHOTOS });
const statusOf = async (id: string) =>
  (await listings.sql<{ status: string }>('SELECT status FROM services WHERE id = $1', [id]))[0]?.status;
const statusEvents = async (id: string) =>
  (await listings.eventsOf(ServiceStatusChangedEvent))
    .filter((event) => event.key === id)
    .map(({ message }) => [message.previousStatus, message.status, message.hostId]);

async function takeDown(serviceId: string): Promise<void> {
  const envelope = createEnvelope(
    ServiceTakenDownEvent,
    create(ServiceTakenDownSchema, {
      serviceId,
      reportId: randomUUID(),
      takenDownBy: randomUUID(),
      takenDownAt: timestampFromDate(new Date('2030-03-02T10:00:00Z')),
    }),
    { key: serviceId },
  );
  await listings.publish(envelope);
  await eventually('the take-down to be processed', async () =>
    (await listings.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id])).length ? true : undefined,
  );
}

it('pauses an active service an admin removed, and publishes the change', async () => {
  const host = await listings.member();
  const id = await createdId(host);
  await takeDown(id);
  expect(await statusOf(id)).toBe('paused');
  expect(await statusEvents(id)).toEqual([['active', 'paused', host.id]]);
});

it('leaves a service that is not active as it is, and ignores an unknown one', async () => {
  const host = await listings.member();
  const id = await createdId(host);
  const answer = await listings.graph(host, SET_STATUS, { id, status: 'completed' });
  expect(answer.errors).toBeUndefined();
  await takeDown(id);
  expect(await statusOf(id)).toBe('completed');
  expect((await statusEvents(id)).map(([from, to]) => [from, to])).toEqual([['active', 'completed']]);
  await takeDown(randomUUID());
});
