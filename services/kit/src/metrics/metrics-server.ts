import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceMetrics } from './service-metrics';

export const METRICS_PATH = '/metrics';

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * A plain HTTP listener of its own (METRICS_PORT) answering only `GET /metrics`, so scrapes never share the
 * public port, its rate limits or its logs.
 */
export async function startMetricsServer(
  metrics: ServiceMetrics,
  address: { port: number; host: string },
  onError: (error: unknown) => void = () => undefined,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => {
        onError(error);
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
