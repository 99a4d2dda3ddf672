import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { freePort } from '../../tests/support/free-port';
import { samplesOf, scrapeMetrics, valueOf, type PrometheusSample } from '../../tests/support/prometheus-text';
import { Browser, signedInBrowser, startGatewayWithIdentity, type GatewayTestStack } from './support/gateway-test-app';

let stack: GatewayTestStack;
let metricsPort: number;
const member = validRegistration({ fullName: 'Morgan Metrics' });

beforeAll(async () => {
  metricsPort = await freePort();
  // Identity runs; the other subgraphs are at an address that refuses at once.
  stack = await startGatewayWithIdentity({ METRICS_PORT: String(metricsPort) });
  expect((await stack.identity.register(member)).statusCode).toBe(201);
});

afterAll(async () => {
  await stack?.close();
});

const graphql = (browser: Browser, operationName: string, query: string) =>
  browser.request('POST', '/graphql', {
    payload: { query, operationName },
    headers: { 'content-type': 'application/json' },
  });

const count = (samples: PrometheusSample[], histogram: string, labels: Record<string, string>) =>
  samplesOf(samples, `${histogram}_count`, labels).reduce((sum, sample) => sum + sample.value, 0);

describe('the gateway on METRICS_PORT', () => {
  it('measures client requests, GraphQL operations and subgraph requests, and which subgraphs are up', async () => {
    const browser = await signedInBrowser(stack.gateway, member);
    expect((await graphql(browser, 'Me', 'query Me { me { fullName } }')).statusCode).toBe(200);
    expect((await graphql(browser, 'Social', 'query Social { socialStatus { service } }')).statusCode).toBe(503);
    expect((await browser.request('GET', '/api/auth/user')).statusCode).toBe(200);
    await stack.gateway.inject({ method: 'GET', url: '/health/live' });

    const samples = await scrapeMetrics(metricsPort);

    expect(samples.filter((sample) => sample.labels.service !== 'gateway')).toEqual([]);
    expect(count(samples, 'http_request_duration_seconds', { route: '/api/auth/user', status_code: '200' })).toBe(1);
    expect(count(samples, 'http_request_duration_seconds', { route: '/graphql', status_code: '503' })).toBe(1);
    expect(
      samplesOf(samples, 'http_request_duration_seconds_count').map((sample) => sample.labels.route),
    ).not.toContain('/health/live');
    expect(
      count(samples, 'graphql_operation_duration_seconds', {
        operation_name: 'Me',
        operation_type: 'query',
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(count(samples, 'graphql_operation_duration_seconds', { operation_name: 'Social', outcome: 'error' })).toBe(
      1,
    );
    expect(valueOf(samples, 'graphql_errors_total', { operation_name: 'Social', code: 'SERVICE_UNAVAILABLE' })).toBe(1);
    expect(
      count(samples, 'gateway_subgraph_request_duration_seconds', { subgraph: 'identity', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    expect(count(samples, 'gateway_subgraph_request_duration_seconds', { subgraph: 'social', outcome: 'error' })).toBe(
      1,
    );
    expect(valueOf(samples, 'gateway_subgraph_up', { subgraph: 'identity' })).toBe(1);
    expect(valueOf(samples, 'gateway_subgraph_up', { subgraph: 'social' })).toBe(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('closes the metrics listener with the gateway', async () => {
    const other = await freePort();
    const short = await startGatewayWithIdentity({ METRICS_PORT: String(other) });
    expect((await fetch(`http://127.0.0.1:${other}/metrics`)).status).toBe(200);
    await short.close();
    await expect(fetch(`http://127.0.0.1:${other}/metrics`)).rejects.toThrow();
  });
});
