import type { JobRunObserver, QueueDepth } from '../jobs/job-run.observer';
import { scrapedGauge } from './scraped-gauge';
import type { ServiceMetrics } from './service-metrics';

/** `job_completed_total` and `job_failures_total` {queue}: each failed attempt counts once. */
export function jobRunMetrics(metrics: ServiceMetrics): JobRunObserver {
  const completed = metrics.counter({
    name: 'job_completed_total',
    help: 'Job runs that completed',
    labelNames: ['queue'],
  });
  const failures = metrics.counter({
    name: 'job_failures_total',
    help: 'Job runs that failed (retried or failed for good)',
    labelNames: ['queue'],
  });
  return {
    completed: (queue) => completed.inc({ queue }),
    failed: (queue) => failures.inc({ queue }),
  };
}

/** `job_queue_depth{queue, state=queued|active}`: queued = due and waiting for a worker. Read at each scrape. */
export function observeJobQueueDepth(
  metrics: ServiceMetrics,
  depths: () => Promise<QueueDepth[]>,
  onFailure: (error: unknown) => void,
): void {
  scrapedGauge(metrics, {
    name: 'job_queue_depth',
    help: 'Jobs due and waiting for a worker (queued) and running (active), by queue',
    labelNames: ['queue', 'state'],
    read: async () =>
      (await depths()).flatMap(({ queue, queued, active }) => [
        { labels: { queue, state: 'queued' }, value: queued },
        { labels: { queue, state: 'active' }, value: active },
      ]),
    onFailure,
  });
}
