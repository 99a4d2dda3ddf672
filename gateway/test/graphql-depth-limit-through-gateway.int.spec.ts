import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { gatewayForFile } from './support/gateway-fixture';

const stack = gatewayForFile({ GRAPHQL_MAX_DEPTH: '2' });
let accessToken: string;

beforeAll(async () => {
  accessToken = (await stack.identity.register(validRegistration())).json<{ session: { accessToken: string } }>()
    .session.accessToken;
});

const query = (text: string) =>
  stack.gateway.inject({
    method: 'GET',
    url: `/graphql?query=${encodeURIComponent(text)}`,
    headers: { 'apollo-require-preflight': 'true' },
    cookies: { village_at: accessToken },
  });

it('refuses a query deeper than GRAPHQL_MAX_DEPTH with 400 and says why, before any subgraph is asked', async () => {
  // Three levels; matching (which would answer matchingProfile) is not running in this test.
  const response = await query('{ me { matchingProfile { city } } }');

  expect(response.statusCode).toBe(400);
  expect(response.json<{ errors: Array<{ message: string }> }>().errors.map((error) => error.message)).toEqual([
    'Query is too deep: 3 levels, the limit is 2.',
  ]);
});

it('answers a query within the limit', async () => {
  const response = await query('{ me { id } }');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: { me: { id: expect.any(String) } } });
});
