import {
  LATENCY_BUCKETS_SECONDS,
  SCRAPE_READ_TIMEOUT_MS,
  scrapedGauge,
  type ServiceMetrics,
} from '@village/kit/metrics';
import type { Subgraph } from '../graph/subgraphs';

export type SubgraphOutcome = 'ok' | 'error';

/** Told of every request the gateway sends a subgraph: `ok` when it answered 2xx, `error` otherwise. */
export type SubgraphRequestObserver = (subgraph: string, outcome: SubgraphOutcome, seconds: number) => void;

/** `gateway_subgraph_request_duration_seconds{subgraph, outcome}`. */
export function subgraphRequestMetrics(metrics: ServiceMetrics): SubgraphRequestObserver {
  const duration = metrics.histogram({
    name: 'gateway_subgraph_request_duration_seconds',
    help: 'Time a subgraph took to answer a request of the gateway, and whether it answered 2xx',
    labelNames: ['subgraph', 'outcome'],
    buckets: LATENCY_BUCKETS_SECONDS,
  });
  return (subgraph, outcome, seconds) => duration.observe({ subgraph, outcome }, seconds);
}

/** Each probe leaves time for the others to be collected within one scrape reading. */
const PROBE_TIMEOUT_MS = SCRAPE_READ_TIMEOUT_MS / 2;

async function answersReady(subgraph: Subgraph): Promise<boolean> {
  try {
    const response = await fetch(subgraph.healthUrl, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** `gateway_subgraph_up{subgraph}`: 1 when the subgraph's readiness probe answers 2xx at scrape time, else 0. */
export function observeSubgraphsUp(
  metrics: ServiceMetrics,
  subgraphs: readonly Subgraph[],
  onFailure: (error: unknown) => void,
): void {
  scrapedGauge(metrics, {
    name: 'gateway_subgraph_up',
    help: 'Whether the subgraph answers its readiness probe (1) or not (0)',
    labelNames: ['subgraph'],
    read: async () =>
      Promise.all(
        subgraphs.map(async (subgraph) => ({
          labels: { subgraph: subgraph.name },
          value: (await answersReady(subgraph)) ? 1 : 0,
        })),
      ),
    onFailure,
  });
}
