import { fillGauge, oncePerScrape, SCRAPE_READ_TIMEOUT_MS } from './scraped-gauge';
import { httpRequestMetrics, UNMATCHED_ROUTE } from './http-metrics';
import { ServiceMetrics } from './service-metrics';

/** A sample as `getMetricsAsJSON` gives it; a histogram's also name their series (`_bucket`, `_sum`, `_count`). */
interface JsonSample {
  value: number;
  labels: Partial<Record<string, string | number>>;
  metricName?: string;
}

async function samples(metrics: ServiceMetrics, name: string): Promise<JsonSample[]> {
  const families = await metrics.registry.getMetricsAsJSON();
  return families.find((family) => family.name === name)?.values ?? [];
}

describe('ServiceMetrics', () => {
  it('labels every series with the service and holds the default process metrics', async () => {
    const metrics = new ServiceMetrics('bookings');
    metrics.counter({ name: 'things_total', help: 'things', labelNames: ['kind'] }).inc({ kind: 'a' });
    const { body } = await metrics.exposition();
    expect(body).toContain('things_total{kind="a",service="bookings"} 1');
    for (const family of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(body).toMatch(new RegExp(`^${family}\\{service="bookings"\\} `, 'm'));
    }
  });

  it('keeps two processes apart: each registry has its own series', async () => {
    const media = new ServiceMetrics('media');
    const social = new ServiceMetrics('social');
    media.counter({ name: 'sent_total', help: 'sent' }).inc(2);
    social.counter({ name: 'sent_total', help: 'sent' }).inc(5);
    expect((await samples(media, 'sent_total')).map((sample) => sample.value)).toEqual([2]);
    expect((await samples(social, 'sent_total')).map((sample) => sample.value)).toEqual([5]);
  });

  it('returns the family already declared under a name, and refuses it as another kind', () => {
    const metrics = new ServiceMetrics('matching');
    const first = metrics.counter({ name: 'runs_total', help: 'runs' });
    expect(metrics.counter({ name: 'runs_total', help: 'runs' })).toBe(first);
    expect(() => metrics.gauge({ name: 'runs_total', help: 'runs' })).toThrow(
      'Metric runs_total is already declared as another kind',
    );
  });
});

describe('httpRequestMetrics', () => {
  const observe = (metrics: ServiceMetrics, url: string | undefined, statusCode = 200) =>
    httpRequestMetrics(metrics)({ method: 'GET', routeOptions: { url } }, { statusCode, elapsedTime: 12 });

  it('labels a request by its route pattern and status, in seconds', async () => {
    const metrics = new ServiceMetrics('bookings');
    observe(metrics, '/api/bookings/:id', 404);
    const count = (await samples(metrics, 'http_request_duration_seconds')).find(
      (sample) => sample.metricName === 'http_request_duration_seconds_count',
    );
    expect(count?.labels).toEqual({
      method: 'GET',
      route: '/api/bookings/:id',
      status_code: '404',
      service: 'bookings',
    });
    const sum = (await samples(metrics, 'http_request_duration_seconds')).find(
      (sample) => sample.metricName === 'http_request_duration_seconds_sum',
    );
    expect(sum?.value).toBeCloseTo(0.012);
  });

  it('names an unmatched request "unmatched" and leaves the health probes out', async () => {
    const metrics = new ServiceMetrics('bookings');
    observe(metrics, undefined, 404);
    observe(metrics, '/health/ready');
    observe(metrics, '/health/live');
    const routes = (await samples(metrics, 'http_request_duration_seconds'))
      .filter((sample) => sample.metricName === 'http_request_duration_seconds_count')
      .map((sample) => sample.labels.route);
    expect(routes).toEqual([UNMATCHED_ROUTE]);
  });
});

describe('scraped gauges', () => {
  const gaugeOf = (metrics: ServiceMetrics) =>
    metrics.gauge<'topic'>({ name: 'backlog', help: 'backlog', labelNames: ['topic'] });

  it('replaces the series by those of the last reading', async () => {
    const metrics = new ServiceMetrics('community');
    const gauge = gaugeOf(metrics);
    await fillGauge(gauge, 'backlog', async () => [{ labels: { topic: 'a' }, value: 3 }], fail);
    await fillGauge(gauge, 'backlog', async () => [{ labels: { topic: 'b' }, value: 1 }], fail);
    expect((await samples(metrics, 'backlog')).map(({ labels, value }) => [labels.topic, value])).toEqual([['b', 1]]);
  });

  it('leaves no series, and reports, when a reading fails or takes too long', async () => {
    jest.useFakeTimers();
    try {
      const metrics = new ServiceMetrics('community');
      const gauge = gaugeOf(metrics);
      const failures: unknown[] = [];
      await fillGauge(gauge, 'backlog', async () => [{ labels: { topic: 'a' }, value: 3 }], fail);
      const stuck = fillGauge(
        gauge,
        'backlog',
        () => new Promise(() => undefined),
        (error) => failures.push(error),
      );
      await jest.advanceTimersByTimeAsync(SCRAPE_READ_TIMEOUT_MS);
      await stuck;
      expect(String(failures[0])).toContain(`reading backlog took more than ${SCRAPE_READ_TIMEOUT_MS} ms`);
      await fillGauge(
        gauge,
        'backlog',
        () => Promise.reject(new Error('gone')),
        (error) => failures.push(error),
      );
      expect(failures).toHaveLength(2);
      expect(await samples(metrics, 'backlog')).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shares one reading between the gauges of one scrape, and reads again at the next', async () => {
    let reads = 0;
    const read = oncePerScrape(async () => (reads += 1));
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    expect(await read()).toBe(2);
  });
});

function fail(error: unknown): never {
  throw error;
}
