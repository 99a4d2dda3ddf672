import type { FastifyInstance } from 'fastify';
import type { Subgraph } from '../graph/subgraphs';

export type PartState = 'up' | 'down';

export interface Readiness {
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
export async function readinessOf(subgraphs: readonly Subgraph[]): Promise<Readiness> {
  const states = await Promise.all(subgraphs.map((subgraph) => probe(subgraph.healthUrl)));
  const parts = Object.fromEntries(subgraphs.map((subgraph, index) => [subgraph.name, states[index]]));
  return { status: states.every((state) => state === 'up') ? 'ready' : 'not-ready', parts };
}

/** /health/live: the process answers. /health/ready: 200 when every part is up, else 503 naming the parts down. */
export async function healthRoutes(app: FastifyInstance, options: { subgraphs: readonly Subgraph[] }): Promise<void> {
  app.get('/health/live', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    const readiness = await readinessOf(options.subgraphs);
    return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
  });
}
