import type { EventHandlingObserver } from '../events/event-handling.observer';
import type { ServiceMetrics } from './service-metrics';

/** `event_handled_total` and `event_handler_failures_total` {group, topic}: each failed attempt counts once. */
export function eventHandlingMetrics(metrics: ServiceMetrics): EventHandlingObserver {
  const handled = metrics.counter({
    name: 'event_handled_total',
    help: 'Events a consumer group handled successfully',
    labelNames: ['group', 'topic'],
  });
  const failures = metrics.counter({
    name: 'event_handler_failures_total',
    help: 'Failed attempts of a consumer group to handle an event (each is retried)',
    labelNames: ['group', 'topic'],
  });
  return {
    handled: (group, topic) => handled.inc({ group, topic }),
    failed: (group, topic) => failures.inc({ group, topic }),
  };
}
