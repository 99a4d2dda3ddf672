import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { offlineGateway, type OfflineGateway } from '../../gateway/test/support/offline-gateway';

const committedPath = join(__dirname, '..', '..', 'gateway', 'openapi.json');

let gateway: OfflineGateway;

beforeAll(async () => {
  gateway = await offlineGateway();
});

afterAll(async () => {
  await gateway?.app.close();
});

describe('the OpenAPI document of /api', () => {
  it('is committed as served (run `npm run build:server && node scripts/update-openapi.mjs` after changing a route)', async () => {
    const served = await gateway.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(served.statusCode).toBe(200);

    const committed = JSON.parse(readFileSync(committedPath, 'utf8')) as unknown;

    expect(committed).toEqual(served.json());
  });
});
