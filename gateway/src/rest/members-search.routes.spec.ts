// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { graphRoutesTestApp } from '../../test/support/graph-routes-test-app';
import { membersSearchRoutes } from './members-search.routes';

const FOUND = { id: 'member-2', firstName: 'Ivy', lastName: 'Ash', profileImageUrl: null };

it("answers identity's members, asking with the trimmed text and the limit", async () => {
  const { app, asked } = await graphRoutesTestApp(membersSearchRoutes, { data: { searchMembers: [FOUND] } }, 'token');
  const response = await app.inject({ method: 'GET', url: '/api/members/search?q=%20Iv%20&limit=5' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({ members: [FOUND] });
  expect(asked[0]?.variables).toEqual({ name: 'Iv', limit: 5 });
});

it.each([
  ['q=I', 'Search must be 2 to 50 characters'],
  [`q=${'x'.repeat(51)}`, 'Search must be 2 to 50 characters'],
  ['', 'Search must be 2 to 50 characters'],
  ['q=Ivy&limit=0', 'Limit must be between 1 and 20'],
  ['q=Ivy&limit=21', 'Limit must be between 1 and 20'],
  ['q=Ivy&limit=two', 'Limit must be between 1 and 20'],
])('refuses %j with 400 before asking the graph', async (query, message) => {
  const { app, asked } = await graphRoutesTestApp(membersSearchRoutes, { data: { searchMembers: [] } }, 'token');
  const response = await app.inject({ method: 'GET', url: `/api/members/search?${query}` });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message });
  expect(asked).toEqual([]);
});

it('refuses a visitor with 401', async () => {
  const { app } = await graphRoutesTestApp(membersSearchRoutes, { data: { searchMembers: [] } }, null);
  expect((await app.inject({ method: 'GET', url: '/api/members/search?q=Ivy' })).statusCode).toBe(401);
});
