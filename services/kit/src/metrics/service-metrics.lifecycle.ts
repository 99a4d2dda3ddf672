import type { OnApplicationBootstrap, OnApplicationShutdown, Provider } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { BaseServiceEnv } from '../config/env';
import type { EventsConfig } from '../events/events.config';
import { PgBossJobQueue } from '../jobs/pg-boss.job-queue';
import {
  consumerLagProbe,
  observeConsumerLag,
  type ConsumedTopics,
  type ConsumerLagProbe,
} from './consumer-lag.metrics';
import { observeDbPool, poolOf } from './db-pool.metrics';
import { observeJobQueueDepth } from './job-queue.metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { observeOutbox } from './outbox.metrics';
import type { ServiceMetrics } from './service-metrics';

export interface ServiceMetricsOptions {
  metrics: ServiceMetrics;
  env: BaseServiceEnv;
  events: EventsConfig;
  /** The service's consumer groups and their topics (for the consumer lag). */
  consumed: readonly ConsumedTopics[];
  logger: Logger;
}

/**
 * Declares the families read at scrape time (database pool, outbox, consumer lag, job queue) once the
 * application is up, and serves them on METRICS_PORT when it is set; closes the listener on shutdown.
 */
export class ServiceMetricsLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: MetricsServer;
  private lag?: ConsumerLagProbe;

  constructor(
    private readonly options: ServiceMetricsOptions,
    private readonly dataSource: DataSource,
    private readonly jobQueue: PgBossJobQueue | undefined,
  ) {}

  /** Where /metrics listens (the bound port), if it does. */
  get port(): number | undefined {
    return this.server?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { metrics, env, events, consumed } = this.options;
    const logger = this.options.logger.child({ component: 'metrics' });
    const unread = (family: string) => (error: unknown) => logger.warn({ err: error, family }, 'metric not read');
    observeDbPool(metrics, () => poolOf(this.dataSource));
    observeOutbox(metrics, this.dataSource, unread('outbox'));
    if (consumed.length > 0) {
      this.lag = consumerLagProbe(events);
      observeConsumerLag(metrics, this.lag, consumed, unread('event_consumer_lag_events'));
    }
    const jobQueue = this.jobQueue;
    if (jobQueue) observeJobQueueDepth(metrics, () => jobQueue.depths(), unread('job_queue_depth'));
    if (env.METRICS_PORT === undefined) return;
    this.server = await startMetricsServer(metrics, { port: env.METRICS_PORT, host: env.HOST }, (error) =>
      logger.error({ err: error }, 'metrics scrape failed'),
    );
    logger.info({ port: this.server.port }, 'metrics listening');
  }

  async onApplicationShutdown(): Promise<void> {
    const [server, lag] = [this.server, this.lag];
    this.server = undefined;
    this.lag = undefined;
    await server?.close();
    await lag?.close();
  }
}

export function serviceMetricsProvider(options: ServiceMetricsOptions): Provider {
  return {
    provide: ServiceMetricsLifecycle,
    useFactory: (dataSource: DataSource, jobQueue?: PgBossJobQueue) =>
      new ServiceMetricsLifecycle(options, dataSource, jobQueue),
    inject: [DataSource, { token: PgBossJobQueue, optional: true }],
  };
}
