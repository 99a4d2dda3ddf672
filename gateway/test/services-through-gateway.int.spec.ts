import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gatewayWithMember } from './support/gateway-fixture';
import { Browser, signedInBrowser } from './support/gateway-test-app';

/** What a stand-in server was asked: method, path with query, the authorization header and the body's size. */
interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  bytes: number;
}

/** A small HTTP server answering every request with `answer`, recording what it was asked. */
class StandIn {
  readonly received: Received[] = [];
  answer: (request: IncomingMessage) => { status: number; body: unknown } = () => ({ status: 404, body: {} });
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => {
        this.received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          authorization: request.headers.authorization,
          bytes,
        });
        const { status, body } = this.answer(request);
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const listings = new StandIn();
const media = new StandIn();
// The ports are known only once the stand-ins listen: the gateway reads them when the file's stack starts.
const env: Record<string, string> = {};
beforeAll(async () => {
  await Promise.all([listings.start(), media.start()]);
  Object.assign(env, { SUBGRAPH_LISTINGS_URL: `${listings.url}/graphql`, MEDIA_URL: media.url });
});
afterAll(async () => {
  await Promise.all([listings.stop(), media.stop()]);
});
const stack = gatewayWithMember(env);

beforeEach(() => {
  listings.received.length = 0;
  media.received.length = 0;
  media.answer = () => ({ status: 201, body: { id: randomUUID() } });
});

const SERVICE = {
  id: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
  hostId: '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b',
  hostName: 'Sam T.',
  title: 'Saturday playdate',
  type: 'playdate',
};

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string };

/** A multipart/form-data body with text parts and files, as the browser's FormData sends the service form. */
function serviceForm(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----village-services-test';
  const chunks = parts.flatMap((part) =>
    'file' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
              'Content-Type: image/jpeg\r\n\r\n',
          ),
          part.file,
          Buffer.from('\r\n'),
        ]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const FIELDS: Part[] = [
  { name: 'title', value: 'Saturday playdate' },
  { name: 'description', value: 'A relaxed morning at the playground.' },
  { name: 'type', value: 'playdate' },
  { name: 'country', value: 'United Kingdom' },
  { name: 'postcode', value: 'LS1 4AP' },
];
const image = (index: number, size = 64): Part => ({
  name: 'images',
  file: Buffer.alloc(size, index),
  filename: `photo-${index}.jpg`,
});

async function member(): Promise<Browser> {
  return signedInBrowser(stack.gateway, stack.member);
}

describe('GET /api/services: browsing through listings', () => {
  it('passes the filters and page to listings with the member token, answering the array, Link and x-next-cursor', async () => {
    listings.answer = () => ({ status: 200, body: { services: [SERVICE], nextCursor: 'eyJrIjoxfQ' } });
    const browser = await member();

    const response = await browser.request(
      'GET',
      '/api/services?type=childcare_sharing&country=United%20Kingdom&freeOnly=true&limit=2',
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual([SERVICE]);
    expect(response.headers['x-next-cursor']).toBe('eyJrIjoxfQ');
    expect(response.headers.link).toBe(
      '</api/services?type=childcare_sharing&country=United+Kingdom&freeOnly=true&limit=2&cursor=eyJrIjoxfQ>; rel="next"',
    );
    const [asked] = listings.received;
    const url = new URL(asked.url, 'http://listings');
    expect(url.pathname).toBe('/services');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'childcare_sharing',
      country: 'United Kingdom',
      freeOnly: 'true',
      first: '2',
    });
    expect(asked.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('asks for the next page with the cursor (after) and the default page size; the last page has no Link', async () => {
    listings.answer = () => ({ status: 200, body: { services: [], nextCursor: null } });
    const browser = await member();

    const response = await browser.request('GET', '/api/services?cursor=eyJrIjoxfQ');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers.link).toBeUndefined();
    expect(response.headers['x-next-cursor']).toBeUndefined();
    const url = new URL(listings.received[0].url, 'http://listings');
    expect(Object.fromEntries(url.searchParams)).toEqual({ first: '20', after: 'eyJrIjoxfQ' });
  });

  it("relays listings' refusal with its status and body", async () => {
    const refusal = {
      message: 'We could not find this postcode in United Kingdom. Please check it.',
      code: 'POSTCODE_UNKNOWN',
      fieldErrors: { postcode: 'We could not find this postcode in United Kingdom. Please check it.' },
    };
    listings.answer = () => ({ status: 400, body: refusal });
    const browser = await member();

    const response = await browser.request('GET', '/api/services?postcode=ZZ99');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
  });

  it('refuses a visitor (401) and a page size over 50 (400) without asking listings', async () => {
    const visitor = new Browser(stack.gateway);
    await visitor.open();
    const browser = await member();

    const signedOut = await visitor.request('GET', '/api/services');
    const tooMany = await browser.request('GET', '/api/services?limit=51');

    expect(signedOut.statusCode).toBe(401);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toBe('limit must be between 1 and 50');
    expect(listings.received).toHaveLength(0);
  });

  it('answers 503 when listings is down', async () => {
    listings.answer = () => ({ status: 503, body: { message: 'down' } });
    const browser = await member();

    const response = await browser.request('GET', '/api/services');

    expect(response.statusCode).toBe(503);
    expect(response.json<{ message: string }>().message).toBe(
      'Village is briefly unavailable. Please try again in a moment.',
    );
  });
});

describe('POST and PUT /api/services: the multipart form', () => {
  it('refuses a sixth photo with the spec message before any photo is stored', async () => {
    const browser = await member();
    const form = serviceForm([...FIELDS, ...[1, 2, 3, 4, 5, 6].map((index) => image(index))]);

    const response = await browser.request('POST', '/api/services', form);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'You can add up to 5 photos',
      fieldErrors: { images: 'You can add up to 5 photos' },
    });
    expect(media.received).toHaveLength(0);
  });

  it('refuses a photo over 10MB with 413 before any photo is stored', async () => {
    const browser = await member();
    const form = serviceForm([...FIELDS, image(1), image(2, 10 * 1024 * 1024 + 1)]);

    const response = await browser.request('POST', '/api/services', form);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: 'Please select an image smaller than 10MB',
      fieldErrors: { images: 'Please select an image smaller than 10MB' },
    });
    expect(media.received).toHaveLength(0);
  });

  it('counts the kept photos of an edit: 4 kept and 2 new is refused before anything is stored', async () => {
    const browser = await member();
    const kept = JSON.stringify([randomUUID(), randomUUID(), randomUUID(), randomUUID()]);
    const form = serviceForm([...FIELDS, { name: 'keepPhotoIds', value: kept }, image(1), image(2)]);

    const response = await browser.request('PUT', `/api/services/${SERVICE.id}`, form);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('You can add up to 5 photos');
    expect(media.received).toHaveLength(0);
  });

  it('refuses numbers, flags and lists it cannot read, naming the fields, before any photo is stored', async () => {
    const browser = await member();
    const form = serviceForm([
      ...FIELDS,
      { name: 'maxParticipants', value: 'a few' },
      { name: 'isRecurring', value: 'sometimes' },
      { name: 'amenities', value: 'WiFi, Garden' },
      image(1),
    ]);

    const response = await browser.request('POST', '/api/services', form);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      maxParticipants: 'Max participants must be a whole number',
      isRecurring: 'Recurring must be true or false',
      amenities: 'Amenities must be a list',
    });
    expect(media.received).toHaveLength(0);
  });

  it('refuses a visitor (401), a form that is not multipart (415) and a CSRF-less post (403)', async () => {
    const visitor = new Browser(stack.gateway);
    await visitor.open();
    const browser = await member();

    const signedOut = await visitor.request('POST', '/api/services', serviceForm([...FIELDS, image(1)]));
    const json = await browser.request('POST', '/api/services', { payload: { title: 'Saturday playdate' } });
    const forged = await browser.request('POST', '/api/services', { ...serviceForm(FIELDS), csrf: false });

    expect(signedOut.statusCode).toBe(401);
    expect(json.statusCode).toBe(415);
    expect(forged.statusCode).toBe(403);
    expect(media.received).toHaveLength(0);
  });
});

describe('the routes that name a service', () => {
  it.each([
    ['GET', '/api/services/not-a-service-id'],
    ['PATCH', '/api/services/not-a-service-id/status'],
    ['DELETE', '/api/services/not-a-service-id'],
  ] as const)('%s %s names no service: 404 Service not found', async (method, url) => {
    const browser = await member();
    const response = await stack.gateway.inject({
      method,
      url,
      cookies: Object.fromEntries(browser.cookies),
      headers: { 'x-csrf-token': browser.cookies.get('village_csrf') ?? '' },
      ...(method === 'PATCH' && { payload: { status: 'paused' } }),
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Service not found', code: 'SERVICE_NOT_FOUND' });
  });

  it('refuses a status that is not one of the four', async () => {
    const browser = await member();
    const response = await stack.gateway.inject({
      method: 'PATCH',
      url: `/api/services/${SERVICE.id}/status`,
      cookies: Object.fromEntries(browser.cookies),
      headers: { 'x-csrf-token': browser.cookies.get('village_csrf') ?? '' },
      payload: { status: 'archived' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Please choose a status from the list');
  });
});

describe('the OpenAPI document', () => {
  it('describes every services route with its request and the Service schema', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>();

    const operations = Object.entries(document.paths)
      .filter(([path]) => path.includes('services'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(operations).toEqual([
      'DELETE /api/services/{id}',
      'GET /api/my-services',
      'GET /api/services',
      'GET /api/services/my',
      'GET /api/services/{id}',
      'GET /api/services/{id}/occurrences',
      'PATCH /api/services/{id}/status',
      'POST /api/services',
      'PUT /api/services/{id}',
      'PUT /api/services/{id}/occurrences/{date}',
      'PUT /api/services/{id}/series',
    ]);
    expect(document.components.schemas).toHaveProperty('Service');
    expect(document.components.schemas).toHaveProperty('ServicePhoto');
  });
});
