import { ServiceUpdatedEvent } from '@village/proto';
import { CREATE, serviceInput, UPDATE } from './factories/service-input.factory';
import { startListings, type ListingsTestApp, type TestMember } from './support/listings-test-app';

let listings: ListingsTestApp;

beforeAll(async () => {
  listings = await startListings();
});

afterAll(async () => {
  await listings?.close();
});

type Service = Record<string, unknown> & { id: string };
const PHOTOS = ['1', '2', '3'].map((n) => `0b7c2a4e-2d3b-4e0f-9a51-6b1f2c3d4e5${n}`);

const created = async (host: TestMember, overrides: Record<string, unknown> = {}): Promise<Service> => {
  const answer = await listings.graph<{ createService: Service }>(host, CREATE, { input: serviceInput(overrides) });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createService;
};
const rowOf = async (id: string) => (await listings.sql('SELECT * FROM services WHERE id = $1', [id]))[0];
const updatesOf = async (id: string) =>
  (await listings.eventsOf(ServiceUpdatedEvent)).filter((event) => event.key === id);

it('replaces the whole service, photos in the given order, and publishes the new snapshot', async () => {
  const host = await listings.member();
  const service = await created(host, { photoIds: PHOTOS, pricingType: 'fixed_price', price: 5 });
  await listings.clock.advance(60_000);

  const answer = await listings.graph<{ updateService: Service }>(host, UPDATE, {
    id: service.id,
    input: serviceInput({
      type: 'childcare_sharing',
      childAgeRange: null,
      title: 'After-school pickups',
      postcode: 'M1 1AE',
      photoIds: [PHOTOS[2], PHOTOS[0]],
      ageRangeAccepted: '6-8',
    }),
  });

  expect(answer.errors).toBeUndefined();
  expect(answer.data?.updateService).toMatchObject({
    id: service.id,
    title: 'After-school pickups',
    type: 'childcare',
    postcode: 'M1 1AE',
    area: { district: 'M1', place: 'Manchester' },
    pricingType: 'free',
    price: null,
    childAgeRange: null,
    ageRangeAccepted: '6-8',
    isCertified: false,
    status: 'active',
    imageUrls: [`/media/service-photos/${PHOTOS[2]}/full.webp`, `/media/service-photos/${PHOTOS[0]}/full.webp`],
    createdAt: service.createdAt,
    updatedAt: '2030-03-01T09:01:00.000Z',
  });
  expect(await rowOf(service.id)).toMatchObject({
    title: 'After-school pickups',
    district: 'M1',
    price_minor: null,
    details: { ageRangeAccepted: '6-8', isCertified: false },
    photo_ids: [PHOTOS[2], PHOTOS[0]],
  });
  const updates = await updatesOf(service.id);
  expect(updates.map((event) => event.message.service)).toEqual([
    expect.objectContaining({
      serviceId: service.id,
      type: 'childcare',
      district: 'M1',
      photoIds: [PHOTOS[2], PHOTOS[0]],
    }),
  ]);
});

it('answers NOT_FOUND to another member and leaves the row and the events as they were', async () => {
  const host = await listings.member();
  const other = await listings.member();
  const service = await created(host);
  const before = await rowOf(service.id);

  const answer = await listings.graph(other, UPDATE, { id: service.id, input: serviceInput({ title: 'Mine now' }) });

  expect(answer.data).toBeNull();
  expect(answer.errors?.[0]).toMatchObject({
    message: 'Service not found',
    extensions: { code: 'NOT_FOUND', errorCode: 'SERVICE_NOT_FOUND' },
  });
  expect(await rowOf(service.id)).toEqual(before);
  expect(await updatesOf(service.id)).toEqual([]);
});

it('answers NOT_FOUND to another member even for bad input, so existence is not revealed by the message', async () => {
  const host = await listings.member();
  const other = await listings.member();
  const service = await created(host);
  const answer = await listings.graph(other, UPDATE, { id: service.id, input: { title: '' } });
  expect(answer.errors?.[0]?.extensions).toMatchObject({ errorCode: 'SERVICE_NOT_FOUND' });
});

it('refuses bad input from the host and changes nothing', async () => {
  const host = await listings.member();
  const service = await created(host);
  const before = await rowOf(service.id);
  const answer = await listings.graph(host, UPDATE, {
    id: service.id,
    input: serviceInput({ photoIds: [...PHOTOS, ...PHOTOS.map((id) => id.replace('4e5', '4e6'))] }),
  });
  expect(answer.errors?.[0]).toMatchObject({
    message: 'You can add up to 5 photos',
    extensions: { errorCode: 'SERVICE_INVALID', fieldErrors: { photoIds: 'You can add up to 5 photos' } },
  });
  expect(await rowOf(service.id)).toEqual(before);
  expect(await updatesOf(service.id)).toEqual([]);
});

it('answers NOT_FOUND for an id that is not a service', async () => {
  const host = await listings.member();
  for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-a-uuid']) {
    const answer = await listings.graph(host, UPDATE, { id, input: serviceInput() });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ errorCode: 'SERVICE_NOT_FOUND' });
  }
});
