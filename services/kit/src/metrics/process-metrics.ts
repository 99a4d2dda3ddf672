import { collectDefaultMetrics, register, type Registry } from 'prom-client';

/** A family of the default metrics: present in prom-client's registry once they are collected. */
const DEFAULT_METRICS_MARK = 'process_cpu_seconds_total';

/**
 * The registry of the process's default metrics (CPU, memory, heap, handles, event-loop lag, GC): prom-client's own
 * process-wide registry, into which they are collected once whatever the number of applications in the process.
 * prom-client's default collectors install process-wide observers (a GC PerformanceObserver, an event-loop delay
 * monitor) that are never released and keep their registry reachable, so they must never be given an application's
 * registry: each application's exposition merges this one into its own.
 */
export function processMetricsRegistry(): Registry {
  if (register.getSingleMetric(DEFAULT_METRICS_MARK) === undefined) collectDefaultMetrics({ register });
  return register;
}
