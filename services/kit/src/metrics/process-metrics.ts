import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * The registry of the process's default metrics (CPU, memory, heap, handles, event-loop lag, GC), collected once
 * per process whatever the number of applications in it. prom-client's default collectors install process-wide
 * observers (a GC PerformanceObserver, an event-loop delay monitor) that are never released and keep their registry
 * reachable, so they must never be given an application's registry: each application's exposition merges this one.
 */
export function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
