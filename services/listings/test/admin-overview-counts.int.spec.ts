import { randomUUID } from 'node:crypto';
import { seedService } from './support/browse-services.seed';
import { startListings, type ListingsTestApp } from './support/listings-test-app';

const COUNT = '{ serviceCount }';

let listings: ListingsTestApp;
let admin: { id: string; token: string };

beforeAll(async () => {
  listings = await startListings();
  const id = randomUUID();
  admin = { id, token: await listings.keys.signAccessToken({ id, email: `${id}@example.org`, isAdmin: true }) };
});

afterAll(async () => {
  await listings?.close();
});

it('counts every listed service, whatever its status, for admins', async () => {
  await listings.sql('DELETE FROM services');
  expect((await listings.graph(admin, COUNT)).data).toEqual({ serviceCount: 0 });
  await seedService(listings, { postcode: 'LS1 4AP', key: 'LS1' });
  await seedService(listings, { postcode: 'LS1 4AP', key: 'LS1', status: 'paused' });
  expect((await listings.graph(admin, COUNT)).data).toEqual({ serviceCount: 2 });
});

it('refuses the count to members and visitors', async () => {
  expect((await listings.graph(await listings.member(), COUNT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect((await listings.graph(null, COUNT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
