import { Pool } from 'pg';
import { requireTestDatabaseUrl } from '../../tests/support/test-database';
import { migrateGatewaySchema } from '../src/limits/migrate-gateway-schema';
import { Browser, startGatewayWithIdentity, type GatewayTestStack } from './support/gateway-test-app';

const PER_ADDRESS = 'Too many attempts from your network. Please wait a minute and try again.';
const ADDRESS = '203.0.113.77';

/** Two gateway pods with one RATE_LIMIT_DATABASE_URL, as the chart runs them behind one Service. */
const pods: GatewayTestStack[] = [];

beforeAll(async () => {
  const databaseUrl = requireTestDatabaseUrl();
  expect(await migrateGatewaySchema(databaseUrl)).toEqual(['RateLimitCounters1799300150000']);
  for (let pod = 0; pod < 2; pod += 1) {
    pods.push(
      await startGatewayWithIdentity({ AUTH_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_DATABASE_URL: databaseUrl }),
    );
  }
}, 120_000);

afterAll(async () => {
  for (const pod of pods) await pod.close();
});

async function signInThrough(pod: GatewayTestStack, address: string) {
  const browser = new Browser(pod.gateway);
  await browser.open();
  return browser.request('POST', '/api/auth/signin', {
    payload: { email: 'someone@example.test', password: 'not-the-password' },
    ip: address,
  });
}

it('counts sign-ins from one address against one budget across two gateway pods', async () => {
  const [first, second] = pods;
  // 3 a minute: two through the first pod, one through the second, then the second refuses the 4th.
  for (const pod of [first, second, first]) expect((await signInThrough(pod, ADDRESS)).statusCode).toBe(401);

  const limited = await signInThrough(second, ADDRESS);

  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ message: PER_ADDRESS });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another address still has its own budget, on either pod.
  expect((await signInThrough(first, '203.0.113.78')).statusCode).toBe(401);
});

it('keeps the counts in the gateway schema, one window per route and address', async () => {
  const pool = new Pool({ connectionString: requireTestDatabaseUrl(), max: 1 });
  try {
    const { rows } = await pool.query<{ key: string; hits: number }>(
      `SELECT key, hits FROM gateway.rate_limit_counters WHERE key LIKE $1`,
      [`%/api/auth/signin-${ADDRESS}`],
    );
    expect(rows).toEqual([{ key: `POST/api/auth/signin-${ADDRESS}`, hits: 4 }]);
  } finally {
    await pool.end();
  }
});
