import { startServiceForTest, type ServiceTestApp } from '../../../tests/support/service-test-app';
import { listingsService } from '../src/listings.service';
import { PostcodeDirectory } from '../src/places/postcode-directory';

let listings: ServiceTestApp;
let directory: PostcodeDirectory;

beforeAll(async () => {
  listings = await startServiceForTest(listingsService);
  directory = listings.app.get(PostcodeDirectory);
});

afterAll(() => listings?.close());

it('loads every UK outward code (Northern Ireland included) and every Irish routing key', async () => {
  const counts = await listings.sql<{ country: string; count: string }>(
    'SELECT country, count(*) FROM postcode_centroids GROUP BY country ORDER BY country',
  );
  const byCountry = Object.fromEntries(counts.map((row) => [row.country, Number(row.count)]));
  expect(byCountry['United Kingdom']).toBe(3002);
  expect(byCountry['Ireland']).toBe(139);
  expect(Object.keys(byCountry)).toHaveLength(11);
});

it.each([
  ['United Kingdom', 'sw1a 1aa', 'SW1A'],
  ['United Kingdom', 'BT71NN', 'BT7'],
  ['Ireland', 'd02 x285', 'D02'],
  ['Canada', 'k1a0b1', 'K1A'],
  ['Netherlands', '1012 ab', '1012'],
  ['United States', '10001-1234', '10001'],
  ['France', '75001', '75001'],
  ['Germany', '10115', '10115'],
  ['Australia', '2000', '2000'],
])('%s %j is in district %j', async (country, postcode, district) => {
  const area = await directory.locate(country, postcode);
  expect(area).toEqual({
    district,
    place: expect.any(String),
    latitude: expect.any(Number),
    longitude: expect.any(Number),
  });
});

it('knows nothing of an unknown postcode or country', async () => {
  expect(await directory.locate('United Kingdom', 'ZZ9 9ZZ')).toBeNull();
  expect(await directory.locate('Narnia', 'SW1A 1AA')).toBeNull();
  expect(await directory.locate('Ireland', '')).toBeNull();
});
