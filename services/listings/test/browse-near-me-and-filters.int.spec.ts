import { randomUUID } from 'node:crypto';
import { startServiceForTest, type ServiceTestApp } from '../../../tests/support/service-test-app';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { listingsService } from '../src/listings.service';
import { block, seedService, type SeededService } from './support/browse-services.seed';

interface ServiceJson {
  id: string;
  title: string;
  type: string;
  postcode: string;
  location: string | null;
  pricingType: string;
  area: { district: string; place: string | null; distanceMiles: number | null; distanceLabel: string | null };
}
interface Page {
  services: ServiceJson[];
  nextCursor: string | null;
}

let listings: ServiceTestApp;
const viewerId = randomUUID();
let token: string;
let westminster: SeededService;
let croydon: SeededService;
let manchester: SeededService;
let dublin: SeededService;

async function browse(query: Record<string, string | number | boolean>, bearer: string | null = token) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return listings.inject({
    method: 'GET',
    url: `/services?${search.toString()}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

const titles = (page: Page) => page.services.map((service) => service.title);

beforeAll(async () => {
  listings = await startServiceForTest(listingsService);
  token = await listings.keys.signAccessToken({ id: viewerId });
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  westminster = await seedService(listings, {
    title: 'Westminster',
    postcode: 'SW1A 2AA',
    key: 'SW1A',
    createdAt: at(50),
  });
  croydon = await seedService(listings, {
    title: 'Croydon',
    postcode: 'CR0 1AA',
    key: 'CR0',
    pricingType: 'fixed_price',
    createdAt: at(40),
  });
  manchester = await seedService(listings, {
    title: 'Manchester',
    postcode: 'M1 1AA',
    key: 'M1',
    type: 'playdate',
    createdAt: at(30),
  });
  dublin = await seedService(listings, {
    title: 'Dublin',
    country: 'Ireland',
    postcode: 'D02 X285',
    key: 'D02',
    createdAt: at(20),
  });
  await seedService(listings, {
    title: 'Paused',
    postcode: 'SW1A 1AA',
    key: 'SW1A',
    status: 'paused',
    createdAt: at(10),
  });
});

afterAll(() => listings?.close());

it('lists active services newest first without a location filter, and refuses a caller without a token', async () => {
  const response = await browse({});
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(titles(response.json<Page>())).toEqual(['Dublin', 'Manchester', 'Croydon', 'Westminster']);
  expect((await browse({}, null)).statusCode).toBe(401);
});

it('orders nearest first from a full UK postcode with rounded distance labels, showing others only the district', async () => {
  const response = await browse({ near: 'sw1a1aa', nearCountry: 'United Kingdom', country: 'United Kingdom' });
  expect(response.statusCode).toBe(200);
  const page = response.json<Page>();
  expect(titles(page)).toEqual(['Westminster', 'Croydon', 'Manchester']);
  const [first, second, third] = page.services;
  expect(first?.area).toEqual({
    district: 'SW1A',
    place: expect.any(String),
    distanceMiles: 0,
    distanceLabel: 'less than a mile away',
  });
  expect(second?.area.distanceLabel).toMatch(/^about (9|10|11) miles away$/);
  expect(third?.area.distanceMiles).toBeGreaterThan(150);
  expect(first?.postcode).toBe('SW1A');
  expect(first?.location).toBeNull();
});

it('keeps to 25 miles around the postcode filter, nearest first', async () => {
  const page = (await browse({ postcode: 'CR0 2AB', country: 'United Kingdom' })).json<Page>();
  expect(titles(page)).toEqual(['Croydon', 'Westminster']);
  expect(page.services[0]?.area.distanceLabel).toBe('less than a mile away');
});

it('filters by type (older keys too), country and free-only on the server', async () => {
  expect(titles((await browse({ type: 'playdates' })).json<Page>())).toEqual(['Manchester']);
  expect(titles((await browse({ type: 'childcare_sharing', country: 'Ireland' })).json<Page>())).toEqual(['Dublin']);
  expect(titles((await browse({ country: 'United Kingdom', freeOnly: true })).json<Page>())).toEqual([
    'Manchester',
    'Westminster',
  ]);
  const unknownType = await browse({ type: 'karaoke' });
  expect(unknownType.statusCode).toBe(400);
  expect(unknownType.json()).toMatchObject({ code: 'SERVICE_INVALID', fieldErrors: { type: 'Unknown service type' } });
});

it('answers an unknown postcode with a clear 400', async () => {
  const response = await browse({ near: 'ZZ99 9ZZ', nearCountry: 'United Kingdom' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'POSTCODE_UNKNOWN',
    message: 'We could not find this postcode in United Kingdom. Please check it.',
  });
  const irish = await browse({ postcode: 'X99 ABCD', country: 'Ireland' });
  expect(irish.json()).toMatchObject({
    code: 'POSTCODE_UNKNOWN',
    fieldErrors: { postcode: 'We could not find this postcode in Ireland. Please check it.' },
  });
});

it('pages with an opaque keyset cursor in both orders, every service once', async () => {
  for (const filter of [{}, { near: 'SW1A 1AA' }] as Array<Record<string, string>>) {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const response = await browse({ ...filter, first: 1, ...(after ? { after } : {}) });
      expect(response.statusCode).toBe(200);
      const page: Page = response.json<Page>();
      seen.push(...titles(page));
      after = page.nextCursor;
    } while (after);
    expect([...seen].sort()).toEqual(['Croydon', 'Dublin', 'Manchester', 'Westminster']);
    expect(new Set(seen).size).toBe(4);
  }
  expect((await browse({ after: 'not-a-cursor' })).statusCode).toBe(400);
  expect((await browse({ first: 51 })).statusCode).toBe(400);
});

it('never shows services across a block, whoever blocked', async () => {
  const blockedViewer = randomUUID();
  const blockingViewer = randomUUID();
  await block(listings, blockedViewer, westminster.hostId);
  await block(listings, croydon.hostId, blockingViewer);
  const asBlocker = await listings.keys.signAccessToken({ id: blockedViewer });
  const asBlocked = await listings.keys.signAccessToken({ id: blockingViewer });
  expect(titles((await browse({ country: 'United Kingdom' }, asBlocker)).json<Page>())).toEqual([
    'Manchester',
    'Croydon',
  ]);
  expect(titles((await browse({ country: 'United Kingdom' }, asBlocked)).json<Page>())).toEqual([
    'Manchester',
    'Westminster',
  ]);
});

it('shows the host their own exact location and postcode', async () => {
  const hostToken = await listings.keys.signAccessToken({ id: manchester.hostId });
  const page = (await browse({ type: 'playdate' }, hostToken)).json<Page>();
  expect(page.services[0]).toMatchObject({ postcode: 'M1 1AA', location: '1 Exact Street' });
});

it('answers the same through the graph for members only', async () => {
  const query = `query($filter: ServiceFilter, $first: Int, $after: String) {
    services(filter: $filter, first: $first, after: $after) {
      services { id title area { district distanceLabel } } nextCursor } }`;
  const answer = await subgraphQuery<{
    services: { services: Array<{ id: string; title: string }>; nextCursor: string | null };
  }>(listings.app, token, query, { filter: { near: 'D02 X285', nearCountry: 'Ireland' }, first: 2 });
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.services.services.map((service) => service.id)).toEqual([dublin.id, manchester.id]);
  expect(answer.data?.services.nextCursor).toEqual(expect.any(String));
  const signedOut = await subgraphQuery(listings.app, null, query, {});
  expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
