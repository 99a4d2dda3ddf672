import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offlineGateway, type OfflineGateway } from '../../test/support/offline-gateway';

let dist: string;
let gateway: OfflineGateway;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'village-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Village</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("village")');
  writeFileSync(join(dist, 'page-paths.json'), JSON.stringify({ pagePaths: ['/', '/community', '/services/:id'] }));
  gateway = await offlineGateway({ WEB_DIST: dist });
});

afterAll(async () => {
  await gateway.app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app behind the gateway', () => {
  it.each(['/', '/community', '/community/?tab=events', '/services/42'])(
    'answers the page %s with index.html and 200, revalidated',
    async (url) => {
      const response = await gateway.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Village</title>');
    },
  );

  it.each(['/community/somewhere', '/services', '/no/such/page?from=mail'])(
    'answers %s, which is no page of the app, with 404 and the same index.html (the app says Page Not Found)',
    async (url) => {
      const response = await gateway.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Village</title>');
    },
  );

  it('answers HEAD with the status GET would have, and no body', async () => {
    const known = await gateway.app.inject({ method: 'HEAD', url: '/community' });
    const unknown = await gateway.app.inject({ method: 'HEAD', url: '/community/somewhere' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 404]);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toBe('');
  });

  it('answers a POST to a page path with 404 JSON, as any unknown route', async () => {
    const response = await gateway.app.inject({ method: 'POST', url: '/community', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'ROUTE_NOT_FOUND' });
  });

  it('serves hashed assets as immutable', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/nowhere', '/health/nowhere', '/graphql/nowhere', '/media/nowhere.png'])(
    'answers %s with 404 JSON, not the page',
    async (url) => {
      const response = await gateway.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'ROUTE_NOT_FOUND' });
    },
  );
});

describe('a web build made before it listed its pages', () => {
  let oldDist: string;
  let oldGateway: OfflineGateway;

  beforeAll(async () => {
    oldDist = mkdtempSync(join(tmpdir(), 'village-web-old-'));
    writeFileSync(join(oldDist, 'index.html'), '<!doctype html><title>Village</title>');
    oldGateway = await offlineGateway({ WEB_DIST: oldDist });
  });

  afterAll(async () => {
    await oldGateway.app.close();
    rmSync(oldDist, { recursive: true, force: true });
  });

  it('is served as before: every page path gets index.html with 200', async () => {
    const response = await oldGateway.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Village</title>');
  });
});
