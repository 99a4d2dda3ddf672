import type { ShutdownState } from '@village/kit/shutdown';
import type { FastifyInstance } from 'fastify';
import type { Subgraph } from '../graph/subgraphs';

export type PartState = 'up' | 'down';

export interface SubgraphsReadiness {
  status: 'ready' | 'not-ready';
  parts: Record<string, PartState>;
}

const PROBE_TIMEOUT_MS = 2000;

async function probe(url: string): Promise<PartState> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return response.ok ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

/** Asks every subgraph of the supergraph whether it is ready, at once, each within a bounded time. */
export async function readinessOf(subgraphs: readonly Subgraph[]): Promise<SubgraphsReadiness> {
  const states = await Promise.all(subgraphs.map((subgraph) => probe(subgraph.healthUrl)));
  const parts = Object.fromEntries(subgraphs.map((subgraph, index) => [subgraph.name, states[index]]));
  return { status: states.every((state) => state === 'up') ? 'ready' : 'not-ready', parts };
}

/**
 * /health/live: the process answers.
 * /health/ready: the gateway can serve: the route exists only once the supergraph is loaded, answers a probe only once
 * the server listens, and says 503 once the gateway is stopping. A subgraph that is down does not make it unready:
 * what needs that subgraph answers 503 meanwhile, everything else keeps working.
 * /health/subgraphs: 200 when every subgraph is ready, else 503 naming the parts down (for people and start scripts).
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { subgraphs: readonly Subgraph[]; shutdown: ShutdownState },
): Promise<void> {
  app.get('/health/live', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    if (options.shutdown.draining) return reply.status(503).send({ status: 'not-ready', draining: true });
    return reply.status(200).send({ status: 'ready' });
  });
  app.get('/health/subgraphs', async (_request, reply) => {
    const readiness = await readinessOf(options.subgraphs);
    return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
  });
}
