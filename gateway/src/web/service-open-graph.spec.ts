// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerErrorHandling } from '../errors/error-handler';
import { servicePageId, withOpenGraph, type ServiceSharePreview } from './service-open-graph';
import { serveWebApp } from './web-app';

const APP_URL = 'https://village.example';
const SERVICE_ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const HIDDEN_ID = '00000000-0000-4000-8000-000000000000';
const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><title>Village</title></head><body></body></html>';

const preview = (overrides: Partial<ServiceSharePreview> = {}): ServiceSharePreview => ({
  id: SERVICE_ID,
  title: 'Saturday playdate in the park',
  description: 'A relaxed morning at the playground for children aged 3 to 5, with parents staying nearby.',
  imagePath: `/media/service-photos/7c1d/card.webp`,
  ...overrides,
});

/** The content of the <meta> tag named `name` (property or name attribute), unescaped as a browser would. */
function metaContent(html: string, name: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('the link preview of a service page', () => {
  it('carries the title, the first 100 characters of the description, an absolute card image, the URL and the card', () => {
    const description = `${'Childcare swaps on weekday evenings. '.repeat(4)}Tail that is cut off`;
    const html = withOpenGraph(INDEX, preview({ description }), APP_URL);

    expect(metaContent(html, 'og:title')).toBe('Saturday playdate in the park');
    expect(metaContent(html, 'og:description')).toBe(description.slice(0, 100));
    expect(metaContent(html, 'og:image')).toBe(`${APP_URL}/media/service-photos/7c1d/card.webp`);
    expect(metaContent(html, 'og:url')).toBe(`${APP_URL}/service/${SERVICE_ID}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<title>Saturday playdate in the park | Village</title>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it("uses the site's default image for a service without photos", () => {
    const html = withOpenGraph(INDEX, preview({ imagePath: null }), `${APP_URL}/`);
    expect(metaContent(html, 'og:image')).toBe(`${APP_URL}/media/village-promo-poster.webp`);
  });

  it("escapes a member's words so they cannot end the tag or add markup", () => {
    const title = '"><script>alert(1)</script> Tom & Jerry\'s';
    const html = withOpenGraph(
      INDEX,
      preview({ title, description: `<img src=x onerror=alert(1)> "quoted"` }),
      APP_URL,
    );

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; Tom &amp; Jerry&#39;s');
    expect(metaContent(html, 'og:title')).toBe(title);
  });

  it('counts characters, not UTF-16 units: an emoji at the limit is kept whole', () => {
    const description = `${'a'.repeat(99)}🙂 and more`;
    const html = withOpenGraph(INDEX, preview({ description }), APP_URL);
    expect(metaContent(html, 'og:description')).toBe(`${'a'.repeat(99)}🙂`);
  });

  it.each([
    [`/service/${SERVICE_ID}`, SERVICE_ID],
    [`/service/${SERVICE_ID.toUpperCase()}/?utm=mail`, SERVICE_ID],
    ['/service/not-an-id', undefined],
    [`/services/${SERVICE_ID}`, undefined],
    [`/service/${SERVICE_ID}/edit`, undefined],
  ])('reads the service id of %s', (url, id) => {
    expect(servicePageId(url)).toBe(id);
  });
});

describe('the gateway serving /service/{id}', () => {
  let dist: string;
  let app: FastifyInstance;
  const lookUp = jest.fn(async (id: string) => (id === SERVICE_ID ? preview() : null));

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'village-og-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'page-paths.json'), JSON.stringify({ pagePaths: ['/', '/service/:id'] }));
    app = Fastify();
    const pageFallback = await serveWebApp(app, { dist, serviceOpenGraph: { appUrl: APP_URL, lookUp } });
    registerErrorHandling(app, { pageFallback });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a service a visitor may see with index.html carrying its preview', async () => {
    const response = await app.inject({ method: 'GET', url: `/service/${SERVICE_ID}` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(metaContent(response.body, 'og:title')).toBe('Saturday playdate in the park');
    expect(lookUp).toHaveBeenCalledWith(SERVICE_ID);
  });

  it('answers a service a visitor may not see (paused, unknown) with the plain index.html', async () => {
    const response = await app.inject({ method: 'GET', url: `/service/${HIDDEN_ID}` });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('serves the plain page when the graph cannot answer', async () => {
    lookUp.mockRejectedValueOnce(new TypeError('fetch failed'));
    const response = await app.inject({ method: 'GET', url: `/service/${SERVICE_ID}` });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('asks nothing for other pages', async () => {
    lookUp.mockClear();
    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.body).toBe(INDEX);
    expect(lookUp).not.toHaveBeenCalled();
  });
});
