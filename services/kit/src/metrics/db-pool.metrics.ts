import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { ServiceMetrics } from './service-metrics';

/** The pg pool under a TypeORM Postgres DataSource (its driver's `master`). */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/**
 * `db_pool_connections{state=total|idle|waiting}` (waiting: callers queued for a connection) and
 * `db_pool_max_connections`, read from the pool at each scrape.
 */
export function observeDbPool(metrics: ServiceMetrics, pool: () => Pool | undefined): void {
  metrics.gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pool: open (total), idle, and callers waiting for one',
    labelNames: ['state'],
    collect() {
      this.reset();
      const current = pool();
      if (!current) return;
      this.set({ state: 'total' }, current.totalCount);
      this.set({ state: 'idle' }, current.idleCount);
      this.set({ state: 'waiting' }, current.waitingCount);
    },
  });
  metrics.gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections the database pool opens',
    collect() {
      this.reset();
      const max = pool()?.options.max;
      if (max !== undefined) this.set(max);
    },
  });
}
