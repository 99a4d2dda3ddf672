// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { graphRoutesTestApp } from '../../test/support/graph-routes-test-app';
import { socialAccountsRoutes } from './social-accounts.routes';

const accountsApp = (answer: unknown, accessToken: string | null = 'token') =>
  graphRoutesTestApp(socialAccountsRoutes, answer, accessToken);

const X_CONNECTED = {
  platform: 'twitter',
  mode: 'connected',
  accountName: '@parkplaydates',
  connectedAt: '2030-03-01T09:00:00.000Z',
};
const ACCOUNTS = [
  { platform: 'facebook', mode: 'sandbox', accountName: null, connectedAt: null },
  { platform: 'instagram', mode: 'sandbox', accountName: null, connectedAt: null },
  X_CONNECTED,
  { platform: 'linkedin', mode: 'not_connected', accountName: null, connectedAt: null },
];

it('lists the four platforms as the graph answers them, not cached', async () => {
  const { app } = await accountsApp({ data: { socialAccounts: ACCOUNTS } });
  const response = await app.inject({ method: 'GET', url: '/api/social-accounts' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual(ACCOUNTS);
});

it("starts a connection and answers the platform's authorisation address", async () => {
  const authorizeUrl = 'https://x.test/i/oauth2/authorize?state=abc';
  const { app, asked } = await accountsApp({ data: { startSocialAccountConnection: { authorizeUrl } } });
  const response = await app.inject({ method: 'POST', url: '/api/social-accounts/twitter/connect' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ authorizeUrl });
  expect(asked[0]?.variables).toEqual({ platform: 'twitter' });
});

it('completes a connection with the code and state', async () => {
  const { app, asked } = await accountsApp({ data: { completeSocialAccountConnection: X_CONNECTED } });
  const response = await app.inject({
    method: 'POST',
    url: '/api/social-accounts/twitter/complete',
    payload: { code: 'the-code', state: 'the-state' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(X_CONNECTED);
  expect(asked[0]?.variables).toEqual({ platform: 'twitter', code: 'the-code', state: 'the-state' });
});

it('refuses a completion without a code or state before asking the graph', async () => {
  const { app, asked } = await accountsApp({ data: {} });
  const noCode = await app.inject({
    method: 'POST',
    url: '/api/social-accounts/twitter/complete',
    payload: { code: '', state: 'the-state' },
  });
  expect(noCode.statusCode).toBe(400);
  expect(noCode.json()).toMatchObject({ message: 'The platform sent no authorisation code' });
  const noState = await app.inject({
    method: 'POST',
    url: '/api/social-accounts/twitter/complete',
    payload: { code: 'the-code' },
  });
  expect(noState.statusCode).toBe(400);
  expect(noState.json()).toMatchObject({ message: 'The connection request is missing' });
  expect(asked).toEqual([]);
});

it('disconnects, answering the account as not connected', async () => {
  const disconnected = { platform: 'twitter', mode: 'not_connected', accountName: null, connectedAt: null };
  const { app, asked } = await accountsApp({ data: { disconnectSocialAccount: disconnected } });
  const response = await app.inject({ method: 'DELETE', url: '/api/social-accounts/twitter' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(disconnected);
  expect(asked[0]?.variables).toEqual({ platform: 'twitter' });
});

it('answers 404 for a platform that is none of the four, without asking the graph', async () => {
  const { app, asked } = await accountsApp({ data: {} });
  const connect = await app.inject({ method: 'POST', url: '/api/social-accounts/myspace/connect' });
  expect(connect.statusCode).toBe(404);
  expect(connect.json()).toMatchObject({ message: 'Platform not found' });
  expect((await app.inject({ method: 'DELETE', url: '/api/social-accounts/Twitter' })).statusCode).toBe(404);
  expect(asked).toEqual([]);
});

it('refuses visitors with 401 before looking at the platform', async () => {
  const { app, asked } = await accountsApp({ data: {} }, null);
  expect((await app.inject({ method: 'GET', url: '/api/social-accounts' })).statusCode).toBe(401);
  expect((await app.inject({ method: 'POST', url: '/api/social-accounts/myspace/connect' })).statusCode).toBe(401);
  expect((await app.inject({ method: 'DELETE', url: '/api/social-accounts/twitter' })).statusCode).toBe(401);
  expect(asked).toEqual([]);
});
