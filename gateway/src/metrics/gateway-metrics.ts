import { httpRequestMetrics, startMetricsServer, type MetricsServer, type ServiceMetrics } from '@village/kit/metrics';
import type { FastifyInstance } from 'fastify';
import type { GatewayEnv } from '../env';
import type { Subgraph } from '../graph/subgraphs';
import { observeSubgraphsUp } from './subgraph-metrics';

/**
 * The gateway's HTTP histogram and subgraph availability, served on METRICS_PORT (when set) from the moment the
 * gateway is ready until it closes. The GraphQL and subgraph request families are fed by the graph server.
 */
export function registerGatewayMetrics(
  app: FastifyInstance,
  options: { env: GatewayEnv; metrics: ServiceMetrics; subgraphs: readonly Subgraph[] },
): void {
  const { env, metrics } = options;
  const observeRequest = httpRequestMetrics(metrics);
  app.addHook('onResponse', async (request, reply) => observeRequest(request, reply));
  observeSubgraphsUp(metrics, options.subgraphs, (error) =>
    app.log.warn({ err: error, family: 'gateway_subgraph_up' }, 'metric not read'),
  );
  const port = env.METRICS_PORT;
  if (port === undefined) return;
  let server: MetricsServer | undefined;
  app.addHook('onReady', async () => {
    server = await startMetricsServer(metrics, { port, host: env.HOST }, (error) =>
      app.log.error({ err: error }, 'metrics scrape failed'),
    );
    app.log.info({ port: server.port }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    await server?.close();
    server = undefined;
  });
}
