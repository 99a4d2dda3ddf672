import { ServiceDeletedEvent, ServiceStatusChangedEvent } from '@village/proto';
import { DELETE, SET_STATUS } from './factories/service-input.factory';
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
const setStatus = (who: TestMember, id: string, status: string) =>
  listings.graph<{ setServiceStatus: { id: string; status: string } }>(who, SET_STATUS, { id, status });
const statusOf = async (id: string) =>
  (await listings.sql<{ status: string }>('SELECT status FROM services WHERE id = $1', [id]))[0]?.status;
const statusEvents = async (id: string) =>
  (await listings.eventsOf(ServiceStatusChangedEvent))
    .filter((event) => event.key === id)
    .map(({ message }) => [message.previousStatus, message.status]);

it('pauses and resumes, completes and reactivates, each change published', async () => {
  const host = await listings.member();
  const id = await createdId(host);
  for (const status of ['paused', 'active', 'cancelled', 'active', 'completed', 'active']) {
    const answer = await setStatus(host, id, status);
    expect(answer.data?.setServiceStatus).toEqual({ id, status });
  }
  expect(await statusOf(id)).toBe('active');
  expect(await statusEvents(id)).toEqual([
    ['active', 'paused'],
    ['paused', 'active'],
    ['active', 'cancelled'],
    ['cancelled', 'active'],
    ['active', 'completed'],
    ['completed', 'active'],
  ]);
});

it('refuses a change the transitions do not allow, with CONFLICT, and changes nothing', async () => {
  const host = await listings.member();
  const id = await createdId(host);
  await setStatus(host, id, 'completed');
  const answer = await setStatus(host, id, 'paused');
  expect(answer.errors?.[0]).toMatchObject({
    message: 'A completed service cannot become paused',
    extensions: { code: 'CONFLICT', errorCode: 'SERVICE_STATUS_CONFLICT' },
  });
  expect(await statusOf(id)).toBe('completed');
  expect(await statusEvents(id)).toEqual([['active', 'completed']]);
});

it('refuses a status that does not exist', async () => {
  const host = await listings.member();
  const id = await createdId(host);
  const answer = await setStatus(host, id, 'deleted');
  expect(answer.errors?.[0]).toMatchObject({
    message: 'Please choose a status from the list',
    extensions: { errorCode: 'SERVICE_INVALID' },
  });
  expect(await statusOf(id)).toBe('active');
});

it('changes nothing when asked for the status the service already has', async () => {
  const host = await listings.member();
  const id = await createdId(host);
  expect((await setStatus(host, id, 'active')).data?.setServiceStatus).toEqual({ id, status: 'active' });
  expect(await statusEvents(id)).toEqual([]);
});

it("answers NOT_FOUND to another member's status change and delete, leaving the service as it was", async () => {
  const host = await listings.member();
  const other = await listings.member();
  const id = await createdId(host);
  const before = await listings.sql('SELECT * FROM services WHERE id = $1', [id]);

  const paused = await setStatus(other, id, 'paused');
  const deleted = await listings.graph(other, DELETE, { id });

  for (const answer of [paused, deleted]) {
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Service not found',
      extensions: { code: 'NOT_FOUND', errorCode: 'SERVICE_NOT_FOUND' },
    });
  }
  expect(await listings.sql('SELECT * FROM services WHERE id = $1', [id])).toEqual(before);
  expect(await statusEvents(id)).toEqual([]);
  expect((await listings.eventsOf(ServiceDeletedEvent)).filter((event) => event.key === id)).toEqual([]);
});

it('deletes the service for good and names its photos in ServiceDeleted', async () => {
  const host = await listings.member();
  const id = await createdId(host);

  const answer = await listings.graph(host, DELETE, { id });

  expect(answer.data).toEqual({ deleteService: id });
  expect(await listings.sql('SELECT id FROM services WHERE id = $1', [id])).toEqual([]);
  const deleted = (await listings.eventsOf(ServiceDeletedEvent)).filter((event) => event.key === id);
  expect(
    deleted.map(({ message }) => ({
      serviceId: message.serviceId,
      hostId: message.hostId,
      photoIds: message.photoIds,
    })),
  ).toEqual([{ serviceId: id, hostId: host.id, photoIds: PHOTOS }]);
  expect((await listings.graph(host, DELETE, { id })).errors?.[0]?.extensions).toMatchObject({
    errorCode: 'SERVICE_NOT_FOUND',
  });
});
