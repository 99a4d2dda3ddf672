import { expect, test, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { clientFor, type RoleClient } from './support/api-roles';
import { photoWithLocation } from './support/photo-with-location';

/** What the REST adapters answer for a service (the fields this test reads). */
interface Service {
  id: string;
  hostId: string;
  hostName: string | null;
  title: string;
  description: string;
  type: string;
  status: string;
  postcode: string;
  location: string | null;
  price: number | null;
  priceMinor: number | null;
  maxParticipants: number;
  childAgeRange: string | null;
  area: { district: string };
  photos: { id: string; thumbnailUrl: string; cardUrl: string; fullUrl: string; srcset: string }[];
  imageUrls: string[];
}

const FIELDS: Record<string, string> = {
  title: 'Saturday playdate in Roundhay Park',
  description: 'A relaxed morning at the playground for children aged 3 to 5; parents stay nearby.',
  type: 'playdates', // an older key: stored as playdate
  serviceMode: 'in_person',
  location: '12 Park Lane, Leeds',
  country: 'United Kingdom',
  postcode: 'ls1 4ap',
  pricingType: 'fixed_price',
  price: '12.50',
  maxParticipants: '4',
  childAgeRange: '3-5',
  supervisionRequired: 'parent_stays',
  isRecurring: 'false',
  dateTime: '',
};

const png = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .png()
    .toBuffer();

async function form(fields: Record<string, string>, images: Buffer[]): Promise<FormData> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  images.forEach((image, index) =>
    data.append('images', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `photo-${index}.jpg`),
  );
  return data;
}

const write = (client: RoleClient, method: string, path: string, body: { multipart?: FormData; data?: unknown }) =>
  client.http.fetch(path, { method, headers: { 'x-csrf-token': client.csrfToken }, ...body });

async function json<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

test.describe.configure({ mode: 'serial' });

let owner: RoleClient;
let other: RoleClient;
let visitor: RoleClient;
test.beforeAll(async ({ baseURL }) => {
  [owner, other, visitor] = await Promise.all([
    clientFor('member', baseURL!),
    clientFor('anotherMember', baseURL!),
    clientFor('visitor', baseURL!),
  ]);
});
test.afterAll(async () => {
  await Promise.all([owner, other, visitor].map((client) => client?.dispose()));
});

test('a member lists a service with photos, browses, edits, pauses, resumes and deletes it; others cannot touch it', async () => {
  // Create: multipart with two photos (one carrying GPS tags), the older type key, price as text.
  const created = await json<Service>(
    await write(owner, 'POST', '/api/services', {
      multipart: await form(FIELDS, [await photoWithLocation(), await png('#5f8ed9')]),
    }),
    201,
  );
  expect(created).toMatchObject({
    title: FIELDS.title,
    type: 'playdate',
    status: 'active',
    price: 12.5,
    priceMinor: 1250,
    maxParticipants: 4,
    childAgeRange: '3-5',
    location: '12 Park Lane, Leeds',
    postcode: 'LS1 4AP',
    area: { district: 'LS1' },
  });
  expect(created.hostName).toMatch(/^Robin A\.$/);
  expect(created.photos).toHaveLength(2);
  const [first] = created.photos;
  expect(first.srcset).toBe(`${first.thumbnailUrl} 320w, ${first.cardUrl} 800w, ${first.fullUrl} 1600w`);
  expect(created.imageUrls).toEqual(created.photos.map((photo) => photo.fullUrl));
  const card = await owner.http.get(first.cardUrl);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/webp');
  const exif = (await sharp(await card.body()).metadata()).exif;
  expect(exif).toBeUndefined();

  // Detail: public; a visitor sees the district, never the address.
  const seen = await json<Service>(await visitor.http.get(`/api/services/${created.id}`), 200);
  expect(seen).toMatchObject({ id: created.id, location: null, postcode: 'LS1', title: FIELDS.title });

  // Browse: a page of one, with the next page in the Link header and x-next-cursor.
  await json<Service>(
    await write(owner, 'POST', '/api/services', { multipart: await form({ ...FIELDS, title: 'Second playdate' }, []) }),
    201,
  );
  const page = await other.http.get('/api/services?type=playdate&country=United%20Kingdom&limit=1');
  const services = await json<Service[]>(page, 200);
  expect(services).toHaveLength(1);
  const cursor = page.headers()['x-next-cursor'];
  expect(cursor).toBeTruthy();
  expect(page.headers().link).toBe(
    `</api/services?type=playdate&country=United+Kingdom&limit=1&cursor=${cursor}>; rel="next"`,
  );
  const next = await json<Service[]>(
    await other.http.get(`/api/services?type=playdate&country=United%20Kingdom&limit=1&cursor=${cursor}`),
    200,
  );
  expect(next[0]?.id).not.toBe(services[0]?.id);
  const visitorBrowse = await visitor.http.get('/api/services');
  expect(visitorBrowse.status()).toBe(401);

  // My services: both routes, newest first.
  for (const path of ['/api/services/my', '/api/my-services']) {
    const mine = await json<Service[]>(await owner.http.get(path), 200);
    expect(mine.map((service) => service.title).slice(0, 2)).toEqual(['Second playdate', FIELDS.title]);
  }

  // Another member: 404 on every change, and the service is unchanged.
  const before = await json<Service>(await owner.http.get(`/api/services/${created.id}`), 200);
  const attempts = [
    await write(other, 'PUT', `/api/services/${created.id}`, {
      multipart: await form({ ...FIELDS, title: 'Mine now' }, []),
    }),
    await write(other, 'PATCH', `/api/services/${created.id}/status`, { data: { status: 'paused' } }),
    await write(other, 'DELETE', `/api/services/${created.id}`, {}),
  ];
  for (const attempt of attempts) expect(attempt.status(), await attempt.text()).toBe(404);
  expect(await json<Service>(await owner.http.get(`/api/services/${created.id}`), 200)).toEqual(before);

  // Edit: keep the second photo only, add a new one, change the title.
  const edited = await json<Service>(
    await write(owner, 'PUT', `/api/services/${created.id}`, {
      multipart: await form(
        { ...FIELDS, title: 'Sunday playdate', keepPhotoIds: JSON.stringify([created.photos[1].id]) },
        [await png('#8ed95f')],
      ),
    }),
    200,
  );
  expect(edited.title).toBe('Sunday playdate');
  expect(edited.photos.map((photo) => photo.id)[0]).toBe(created.photos[1].id);
  expect(edited.photos).toHaveLength(2);

  // Pause: gone from the public detail; resume: back.
  expect(
    (
      await json<Service>(
        await write(owner, 'PATCH', `/api/services/${created.id}/status`, { data: { status: 'paused' } }),
        200,
      )
    ).status,
  ).toBe('paused');
  expect((await visitor.http.get(`/api/services/${created.id}`)).status()).toBe(404);
  expect(
    (
      await json<Service>(
        await write(owner, 'PATCH', `/api/services/${created.id}/status`, { data: { status: 'active' } }),
        200,
      )
    ).status,
  ).toBe('active');

  // Delete: 200 { id }, then not found for everyone.
  expect(await json(await write(owner, 'DELETE', `/api/services/${created.id}`, {}), 200)).toEqual({ id: created.id });
  const gone = await owner.http.get(`/api/services/${created.id}`);
  expect(await json(gone, 404)).toEqual({ message: 'Service not found', code: 'SERVICE_NOT_FOUND' });
});

test('the service form is refused with the spec messages and nothing is listed', async () => {
  const sixPhotos = await write(owner, 'POST', '/api/services', {
    multipart: await form(
      FIELDS,
      await Promise.all(['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'].map(png)),
    ),
  });
  expect(await json(sixPhotos, 400)).toMatchObject({ message: 'You can add up to 5 photos' });

  const invalid = await write(owner, 'POST', '/api/services', {
    multipart: await form({ ...FIELDS, title: '', description: 'short', bedrooms: '2' }, []),
  });
  const refusal = await json<{ fieldErrors: Record<string, string> }>(invalid, 400);
  expect(refusal.fieldErrors).toMatchObject({
    title: 'Title is required',
    description: 'Description must be at least 10 characters',
    bedrooms: 'bedrooms does not apply to Playdate services',
  });

  const mine = await json<Service[]>(await owner.http.get('/api/services/my'), 200);
  expect(mine.some((service) => service.description === 'short')).toBe(false);
});

test('a shared service link carries its Open Graph preview', async () => {
  const created = await json<Service>(
    await write(owner, 'POST', '/api/services', { multipart: await form(FIELDS, [await png('#d95f8e')]) }),
    201,
  );
  const page = await visitor.http.get(`/service/${created.id}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain(`<meta property="og:title" content="${FIELDS.title}" />`);
  expect(html).toContain(`<meta property="og:description" content="${FIELDS.description.slice(0, 100)}" />`);
  expect(html).toMatch(
    /<meta property="og:image" content="https?:\/\/[^"]+\/media\/service-photos\/[^"]+\/card\.webp" \/>/,
  );
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="https?://[^"]+/service/${created.id}" />`));
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
});
