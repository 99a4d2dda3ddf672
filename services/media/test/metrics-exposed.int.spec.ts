import { randomUUID } from 'node:crypto';
import { JOB_QUEUE, OutboxRelay, OutboxWriter, ServiceMetricsLifecycle, type JobQueue } from '@village/kit';
import { UserRegisteredEvent } from '@village/proto';
import { eventually } from '../../../tests/support/eventually';
import { userRegistered } from '../../../tests/support/factories/user-registered.factory';
import { samplesOf, scrapeMetrics, valueOf, type PrometheusSample } from '../../../tests/support/prometheus-text';
import { SweepPendingUploadsJob } from '../src/objects/sweep-pending-uploads.job';
import { startMedia, type MediaTestApp } from './support/media-test-app';

const USERS_TOPIC = 'identity.users';

let media: MediaTestApp;
let scrape: () => Promise<PrometheusSample[]>;

beforeAll(async () => {
  // 0: any free port; the service tells which it bound.
  media = await startMedia({ METRICS_PORT: '0' });
  const port = media.app.get(ServiceMetricsLifecycle).port;
  if (port === undefined) throw new Error('media does not serve metrics although METRICS_PORT is set');
  scrape = () => scrapeMetrics(port);
});

afterAll(async () => {
  await media?.close();
});

const count = (samples: PrometheusSample[], histogram: string, labels: Record<string, string>) =>
  samplesOf(samples, `${histogram}_count`, labels).reduce((sum, sample) => sum + sample.value, 0);

describe('media on METRICS_PORT', () => {
  it('serves GET /metrics only, with every series labelled service="media"', async () => {
    const samples = await scrape();
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.filter((sample) => sample.labels.service !== 'media')).toEqual([]);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samplesOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    const port = media.app.get(ServiceMetricsLifecycle).port;
    expect((await fetch(`http://127.0.0.1:${port}/graphql`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('times HTTP requests by route pattern and GraphQL operations by name, and counts GraphQL errors', async () => {
    const admin = await media.keys.signAccessToken({ id: randomUUID(), isAdmin: true });
    const member = await media.keys.signAccessToken({ id: randomUUID() });
    const status = (token: string) =>
      media.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: { query: 'query MediaStatus { mediaStatus { service } }', operationName: 'MediaStatus' },
      });
    expect((await status(admin)).statusCode).toBe(200);
    await status(member);
    expect(
      (await media.inject({ method: 'GET', url: `/media/profile-photos/${randomUUID()}/large.webp` })).statusCode,
    ).toBe(404);
    await media.inject({ method: 'GET', url: '/health/ready' });

    const samples = await scrape();
    expect(
      count(samples, 'http_request_duration_seconds', { route: '/graphql', method: 'POST', status_code: '200' }),
    ).toBe(2);
    expect(
      count(samples, 'http_request_duration_seconds', { route: '/media/profile-photos/:id/:file', status_code: '404' }),
    ).toBe(1);
    expect(
      samplesOf(samples, 'http_request_duration_seconds_count').map((sample) => sample.labels.route),
    ).not.toContain('/health/ready');
    const operation = { operation_name: 'MediaStatus', operation_type: 'query' };
    expect(count(samples, 'graphql_operation_duration_seconds', { ...operation, outcome: 'ok' })).toBe(1);
    expect(count(samples, 'graphql_operation_duration_seconds', { ...operation, outcome: 'error' })).toBe(1);
    expect(samplesOf(samples, 'graphql_errors_total', { operation_name: 'MediaStatus' })).toHaveLength(1);
  });

  it('shows the database pool', async () => {
    const samples = await scrape();
    const max = valueOf(samples, 'db_pool_max_connections');
    expect(max).toBeGreaterThan(0);
    const total = valueOf(samples, 'db_pool_connections', { state: 'total' });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(max);
    expect(valueOf(samples, 'db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total);
    expect(valueOf(samples, 'db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
  });

  it('shows the outbox backlog while the relay is stopped, and an empty outbox once it ships', async () => {
    const relay = media.app.get(OutboxRelay);
    await relay.stop();
    const userId = randomUUID();
    const { message } = userRegistered({ userId });
    await media.dataSource.transaction((manager) =>
      media.app.get(OutboxWriter).add(manager, UserRegisteredEvent, message, { key: userId }),
    );
    const waiting = await scrape();
    expect(valueOf(waiting, 'outbox_backlog_events')).toBe(1);
    expect(valueOf(waiting, 'outbox_oldest_event_age_seconds')).toBeGreaterThanOrEqual(0);

    relay.start();
    await relay.drain();
    const shipped = await scrape();
    expect(valueOf(shipped, 'outbox_backlog_events')).toBe(0);
    expect(valueOf(shipped, 'outbox_oldest_event_age_seconds')).toBe(0);
  });

  it('counts the events its consumer group handled and shows the group caught up', async () => {
    const labels = { group: 'media', topic: USERS_TOPIC };
    const handledBefore = samplesOf(await scrape(), 'event_handled_total', labels)[0]?.value ?? 0;
    await media.publish(userRegistered().envelope, userRegistered().envelope);
    const samples = await eventually('the two events handled', async () => {
      const scraped = await scrape();
      const handled = samplesOf(scraped, 'event_handled_total', labels)[0]?.value ?? 0;
      return handled >= handledBefore + 2 && valueOf(scraped, 'event_consumer_lag_events', labels) === 0
        ? scraped
        : undefined;
    });
    expect(samplesOf(samples, 'event_handler_failures_total', labels)).toEqual([]);
    expect(samplesOf(samples, 'event_consumer_lag_events', { group: 'media' }).length).toBeGreaterThan(1);
  });

  it('shows a due job as queued, then counts it completed', async () => {
    const queue = { queue: SweepPendingUploadsJob.name };
    await media.app.get<symbol, JobQueue>(JOB_QUEUE).send(SweepPendingUploadsJob, {});
    expect(valueOf(await scrape(), 'job_queue_depth', { ...queue, state: 'queued' })).toBeGreaterThanOrEqual(1);

    await media.clock.runDue();
    const samples = await scrape();
    expect(valueOf(samples, 'job_queue_depth', { ...queue, state: 'queued' })).toBe(0);
    expect(valueOf(samples, 'job_queue_depth', { ...queue, state: 'active' })).toBe(0);
    expect(valueOf(samples, 'job_completed_total', queue)).toBeGreaterThanOrEqual(1);
  });
});
