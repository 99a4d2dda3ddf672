// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { graphRoutesTestApp } from '../../test/support/graph-routes-test-app';
import { reportsRoutes } from './reports.routes';

const reportsApp = (answer: unknown, accessToken: string | null) =>
  graphRoutesTestApp(reportsRoutes, answer, accessToken);

const REPORT = {
  targetType: 'reply',
  targetId: 'f3c1c1de-0f0e-4c59-9a54-2a4f7a3a1b11',
  reason: 'spam',
  details: 'Ads',
};

it('sends a report to the graph and answers 201 with its id and whether it hid a post', async () => {
  const { app, asked } = await reportsApp({ data: { reportContent: { id: 'report-1', hidden: false } } }, 'token');
  const response = await app.inject({ method: 'POST', url: '/api/reports', payload: REPORT });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ id: 'report-1', hidden: false });
  expect(asked.map((one) => one.variables)).toEqual([{ input: REPORT }]);
});

it('answers 401 signed out without asking the graph, and 400 for details over 1000 characters', async () => {
  const signedOut = await reportsApp({ data: null }, null);
  expect((await signedOut.app.inject({ method: 'POST', url: '/api/reports', payload: REPORT })).statusCode).toBe(401);
  expect(signedOut.asked).toEqual([]);

  const { app, asked } = await reportsApp({ data: null }, 'token');
  const tooLong = await app.inject({
    method: 'POST',
    url: '/api/reports',
    payload: { ...REPORT, details: 'x'.repeat(1001) },
  });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json()).toMatchObject({ message: 'Details must be at most 1000 characters' });
  expect(asked).toEqual([]);
});

it("passes the graph's conflict on as 409 with its message", async () => {
  const refused = {
    data: null,
    errors: [
      {
        message: 'You have already reported this; our team is looking into it.',
        extensions: { code: 'CONFLICT' },
      },
    ],
  };
  const { app } = await reportsApp(refused, 'token');
  const response = await app.inject({ method: 'POST', url: '/api/reports', payload: REPORT });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ message: 'You have already reported this; our team is looking into it.' });
});

it('lists reports for an admin, not cached, and resolves one with its outcome and note', async () => {
  const listed = await reportsApp({ data: { reports: [] } }, 'token');
  const list = await listed.app.inject({ method: 'GET', url: '/api/admin/reports' });
  expect(list.statusCode).toBe(200);
  expect(list.headers['cache-control']).toBe('no-store');
  expect(list.json()).toEqual({ reports: [] });

  const { app, asked } = await reportsApp({ data: { resolveReport: true } }, 'token');
  const resolved = await app.inject({
    method: 'POST',
    url: '/api/admin/reports/report-1/resolve',
    payload: { outcome: 'suspend', note: 'Repeated harassment' },
  });
  expect(resolved.statusCode).toBe(200);
  expect(resolved.json()).toEqual({ resolved: true });
  expect(asked[0].variables).toEqual({ id: 'report-1', outcome: 'suspend', note: 'Repeated harassment' });
});

it('answers 403 when the graph refuses a member the admin routes', async () => {
  const refused = { data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] };
  const { app } = await reportsApp(refused, 'token');
  expect((await app.inject({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(403);
  const resolve = await app.inject({
    method: 'POST',
    url: '/api/admin/reports/report-1/resolve',
    payload: { outcome: 'dismiss' },
  });
  expect(resolve.statusCode).toBe(403);
});
