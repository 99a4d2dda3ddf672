import { offlineGateway, type OfflineGateway } from '../../test/support/offline-gateway';

// @fastify/swagger-ui loads an ES-only module that Jest's sandbox cannot require; Node itself loads it.
jest.mock('@fastify/swagger-ui', () => {
  const host = Object.getPrototypeOf(jest.requireActual('node:module')) as typeof import('node:module');
  return host.createRequire(__filename)('@fastify/swagger-ui') as unknown;
});

let gateway: OfflineGateway;

beforeAll(async () => {
  gateway = await offlineGateway({ NODE_ENV: 'development' });
});

afterAll(async () => {
  await gateway.app.close();
});

describe('the browsable API reference at /api/docs (development)', () => {
  it('serves a page whose scripts and styles all come from the gateway, so the CSP lets it run', async () => {
    const page = await gateway.app.inject({ method: 'GET', url: '/api/docs/' });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toMatch(/^\.\//);
  });

  it('loads its scripts and the document from the same origin', async () => {
    for (const url of ['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js']) {
      const response = await gateway.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
    const json = await gateway.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/register': {} } });
  });
});
