import { offlineGateway, type OfflineGateway } from '../../test/support/offline-gateway';

const query = (gateway: OfflineGateway, text: string) =>
  gateway.app.inject({
    method: 'GET',
    url: `/graphql?query=${encodeURIComponent(text)}`,
    headers: { 'apollo-require-preflight': 'true' },
  });

// Introspection and suggestions stay on outside production (NODE_ENV development or test).
describe.each([
  ['production', { suggests: false, introspects: false }],
  ['test', { suggests: true, introspects: true }],
] as const)('the graph in %s', (nodeEnv, expected) => {
  let gateway: OfflineGateway;

  beforeAll(async () => {
    gateway = await offlineGateway({ NODE_ENV: nodeEnv });
  });

  afterAll(async () => {
    await gateway.app.close();
  });

  it(expected.suggests ? 'suggests field names in errors' : 'does not suggest field names in errors', async () => {
    const response = await query(gateway, '{ mee { id } }');

    expect(response.statusCode).toBe(400);
    const [error] = response.json<{ errors: { message: string }[] }>().errors;
    expect(error.message.startsWith('Cannot query field "mee" on type "Query".')).toBe(true);
    expect(error.message.includes('Did you mean')).toBe(expected.suggests);
  });

  it(expected.introspects ? 'answers introspection' : 'refuses introspection', async () => {
    const response = await query(gateway, '{ __schema { queryType { name } } }');

    if (expected.introspects) {
      expect(response.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toMatch(/introspection is not allowed/i);
    }
  });
});

describe('the gateway and Apollo', () => {
  it("turns off @apollo/gateway's anonymous usage reporting before the gateway is built", async () => {
    delete process.env.APOLLO_TELEMETRY_DISABLED;
    const gateway = await offlineGateway({ NODE_ENV: 'production' });
    try {
      expect(process.env.APOLLO_TELEMETRY_DISABLED).toBe('true');
    } finally {
      await gateway.app.close();
    }
  });
});
