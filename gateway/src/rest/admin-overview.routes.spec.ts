// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { graphRoutesTestApp } from '../../test/support/graph-routes-test-app';
import { adminOverviewRoutes } from './admin-overview.routes';

const FIGURES = {
  members: 12,
  pendingVerifications: 3,
  services: 7,
  bookings: 20,
  openQueries: 4,
  pendingPosts: 1,
  openReports: 2,
};

const overviewApp = (answer: unknown, accessToken: string | null) =>
  graphRoutesTestApp(adminOverviewRoutes, answer, accessToken);

it('answers every figure from one graph operation, not cached', async () => {
  const { app, asked } = await overviewApp({ data: FIGURES }, 'token');
  const response = await app.inject({ method: 'GET', url: '/api/admin/overview' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual(FIGURES);
  expect(asked).toHaveLength(1);
  for (const field of [
    'memberCount',
    'pendingVerificationCount',
    'serviceCount',
    'bookingCount',
    'openContactQueryCount',
    'pendingForumPostCount',
    'openReportCount',
  ])
    expect(asked[0]?.query).toContain(field);
});

it('answers 401 signed out without asking the graph, and 403 when the graph refuses a non-admin', async () => {
  const { app, asked } = await overviewApp({ data: FIGURES }, null);
  expect((await app.inject({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
  expect(asked).toEqual([]);

  const refused = { data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] };
  const { app: member } = await overviewApp(refused, 'token');
  expect((await member.inject({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(403);
});
