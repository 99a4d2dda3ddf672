import { ServiceListedEvent, ServiceUpdatedEvent } from '@village/proto';
import { CREATE, DETAIL, serviceInput, UPDATE } from './factories/service-input.factory';
import { startListings, type ListingsTestApp, type TestMember } from './support/listings-test-app';

let listings: ListingsTestApp;

beforeAll(async () => {
  listings = await startListings();
});

afterAll(async () => {
  await listings?.close();
});

type Service = { id: string; cancellationPolicy: string };
const policyRowOf = async (id: string) =>
  (await listings.sql('SELECT cancellation_policy FROM services WHERE id = $1', [id]))[0];
const listedEventsFor = async (id: string) =>
  (await listings.eventsOf(ServiceListedEvent)).filter((event) => event.key === id);
const updatedEventsFor = async (id: string) =>
  (await listings.eventsOf(ServiceUpdatedEvent)).filter((event) => event.key === id);

const create = async (host: TestMember, overrides: Record<string, unknown> = {}) =>
  listings.graph<{ createService: Service }>(host, CREATE, { input: serviceInput(overrides) });

it('stores flexible when none is given, shows it to other members and lists it in the event', async () => {
  const host = await listings.member();
  const guest = await listings.member();
  const answer = await create(host);
  expect(answer.errors).toBeUndefined();
  const service = answer.data!.createService;
  expect(service.cancellationPolicy).toBe('flexible');
  expect(await policyRowOf(service.id)).toEqual({ cancellation_policy: 'flexible' });

  const seen = await listings.graph<{ service: Service | null }>(guest, DETAIL, { id: service.id });
  expect(seen.data?.service?.cancellationPolicy).toBe('flexible');
  const [listed] = await listedEventsFor(service.id);
  expect(listed.message.service?.cancellationPolicy).toBe('flexible');
});

it('changes the policy on update and sends it in the new snapshot', async () => {
  const host = await listings.member();
  const service = (await create(host, { cancellationPolicy: 'moderate' })).data!.createService;
  expect(service.cancellationPolicy).toBe('moderate');

  const answer = await listings.graph<{ updateService: Service }>(host, UPDATE, {
    id: service.id,
    input: serviceInput({ cancellationPolicy: 'strict' }),
  });
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.updateService.cancellationPolicy).toBe('strict');
  expect(await policyRowOf(service.id)).toEqual({ cancellation_policy: 'strict' });
  const updates = await updatedEventsFor(service.id);
  expect(updates.map((event) => event.message.service?.cancellationPolicy)).toEqual(['strict']);
});

it('refuses an unknown policy with its message and changes nothing', async () => {
  const host = await listings.member();
  const service = (await create(host, { cancellationPolicy: 'moderate' })).data!.createService;

  const refusedCreate = await create(host, { title: 'Refused', cancellationPolicy: 'lenient' });
  expect(refusedCreate.data).toBeNull();
  expect(refusedCreate.errors?.[0]).toMatchObject({
    message: 'Please choose a cancellation policy',
    extensions: {
      errorCode: 'SERVICE_INVALID',
      fieldErrors: { cancellationPolicy: 'Please choose a cancellation policy' },
    },
  });
  expect(await listings.sql("SELECT id FROM services WHERE host_id = $1 AND title = 'Refused'", [host.id])).toEqual([]);

  const refusedUpdate = await listings.graph<{ updateService: Service }>(host, UPDATE, {
    id: service.id,
    input: serviceInput({ cancellationPolicy: 'none' }),
  });
  expect(refusedUpdate.errors?.[0]?.extensions).toMatchObject({
    fieldErrors: { cancellationPolicy: 'Please choose a cancellation policy' },
  });
  expect(await policyRowOf(service.id)).toEqual({ cancellation_policy: 'moderate' });
  expect(await updatedEventsFor(service.id)).toEqual([]);
});

it('keeps the policy within the column check', async () => {
  const host = await listings.member();
  const service = (await create(host)).data!.createService;
  await expect(
    listings.sql("UPDATE services SET cancellation_policy = 'lenient' WHERE id = $1", [service.id]),
  ).rejects.toThrow(/services_cancellation_policy_check/);
});
