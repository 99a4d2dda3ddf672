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
  gateway = await offlineGateway({ WEB_DIST: dist });
});

afterAll(async () => {
  await gateway.app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app behind the gateway', () => {
  it('answers a page path no route knows with index.html, revalidated', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/community/somewhere' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Village</title>');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/nowhere', '/health/nowhere'])('answers %s with 404 JSON, not the page', async (url) => {
    const response = await gateway.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'ROUTE_NOT_FOUND' });
  });
});
