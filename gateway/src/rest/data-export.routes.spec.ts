// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../errors/error-handler';
import { registerOpenApi } from '../openapi/openapi';
import { dataExportRoutes, EXPORTING_TOO_OFTEN } from './data-export.routes';
import { DATA_EXPORT_PARTS } from './data-export/data-export.graph';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const graphAnswer = {
  data: Object.fromEntries(
    Object.entries(DATA_EXPORT_PARTS).map(([part, field]) => [field, JSON.stringify({ service: part })]),
  ),
};

async function gateway(accessToken: string | null, exportsPerHour = 5): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyRateLimit, { global: false });
  await registerOpenApi(app, { browsable: false });
  registerErrorHandling(app);
  await app.register(dataExportRoutes, {
    graph: { executeOperation: async () => ({ body: { kind: 'single', singleResult: graphAnswer } }) } as never,
    contextOf: () => ({ accessToken, userId: accessToken ? 'member-1' : null, correlationId: 'test-correlation' }),
    fetchPhoto: async () => null,
    exportsPerHour,
  });
  await app.ready();
  return app;
}

describe('GET /api/me/data-export', () => {
  it('answers the signed-in member with a ZIP attachment that is never cached', async () => {
    const app = await gateway('member-token');
    try {
      const response = await app.inject({ method: 'GET', url: '/api/me/data-export' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="village-data-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.subarray(0, 4).equals(ZIP_SIGNATURE)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('refuses a visitor with 401', async () => {
    const app = await gateway(null);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/me/data-export' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Not signed in' });
    } finally {
      await app.close();
    }
  });

  it('refuses a member over the hourly limit with 429 and a message they can act on', async () => {
    const app = await gateway('member-token', 2);
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await app.inject({ method: 'GET', url: '/api/me/data-export' })).statusCode);
      }
      const refused = await app.inject({ method: 'GET', url: '/api/me/data-export' });

      expect(statuses).toEqual([200, 200, 429]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: EXPORTING_TOO_OFTEN });
    } finally {
      await app.close();
    }
  });
});
