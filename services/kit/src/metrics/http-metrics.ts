import { LATENCY_BUCKETS_SECONDS, type ServiceMetrics } from './service-metrics';

/** The route label of a request that matched no route (a 404): never the raw URL, which has no bound. */
export const UNMATCHED_ROUTE = 'unmatched';

/** What the HTTP histogram reads of a Fastify request and its reply (any Fastify 5 instance's). */
export interface AnsweredRequest {
  method: string;
  routeOptions: { url?: string };
}
export interface SentReply {
  statusCode: number;
  elapsedTime: number;
}

/**
 * `http_request_duration_seconds{method, route, status_code}` by route pattern (`/api/bookings/:id`), for a
 * Fastify `onResponse` hook; probes under /health are left out.
 */
export function httpRequestMetrics(metrics: ServiceMetrics): (request: AnsweredRequest, reply: SentReply) => void {
  const duration = metrics.histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS_SECONDS,
  });
  return (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route === '/health' || route.startsWith('/health/')) return;
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  };
}
