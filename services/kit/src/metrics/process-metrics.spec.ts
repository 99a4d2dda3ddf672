import { PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ServiceMetrics } from './service-metrics';

const PROCESS_FAMILIES = [
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_gc_duration_seconds',
];

/** Node's collector, reached without starting the whole process with --expose-gc. */
function garbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** A ServiceMetrics that has been scraped and then dropped, as a closed application leaves it. */
async function closedApplicationRegistry(service: string): Promise<WeakRef<object>> {
  const metrics = new ServiceMetrics(service);
  metrics.counter({ name: 'requests_total', help: 'requests' }).inc();
  await metrics.exposition();
  return new WeakRef(metrics.registry);
}

describe('the process default metrics', () => {
  it('are exposed once by each application of the process, under its own service', async () => {
    const media = new ServiceMetrics('media');
    const gateway = new ServiceMetrics('gateway');
    for (const [metrics, service] of [
      [media, 'media'],
      [gateway, 'gateway'],
    ] as const) {
      const { contentType, body } = await metrics.exposition();
      expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
      for (const family of PROCESS_FAMILIES) {
        expect(body.match(new RegExp(`^# TYPE ${family} `, 'gm'))).toHaveLength(1);
      }
      expect(body).toMatch(new RegExp(`^process_cpu_seconds_total\\{service="${service}"\\} `, 'm'));
      const types = body.match(/^# TYPE \S+/gm) ?? [];
      expect(new Set(types).size).toBe(types.length);
      expect(body).not.toMatch(/^[a-z_]+(\{\})? /m);
    }
  });

  it('are collected once per process: a new application installs no observer or event-loop monitor', async () => {
    await new ServiceMetrics('identity').exposition();
    const observe = jest.spyOn(PerformanceObserver.prototype, 'observe');
    try {
      for (let index = 0; index < 5; index += 1) await new ServiceMetrics(`service-${index}`).exposition();
      expect(observe).not.toHaveBeenCalled();
    } finally {
      observe.mockRestore();
    }
  });

  it('keep no closed application reachable', async () => {
    const gc = garbageCollector();
    const registries = await Promise.all(['a', 'b', 'c'].map((name) => closedApplicationRegistry(`closed-${name}`)));
    // A WeakRef's target is held until the end of the job that read it: collect from a later one.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(registries.map((registry) => registry.deref())).toEqual([undefined, undefined, undefined]);
  });

  it('refuse to be declared again by an application', () => {
    expect(() => new ServiceMetrics('listings').gauge({ name: 'process_cpu_seconds_total', help: 'cpu' })).toThrow(
      'Metric process_cpu_seconds_total is a default process metric',
    );
  });
});
