import type { DataSource } from 'typeorm';
import { quoteSchema } from '../events/kit-tables.migration';
import { OutboxEvent } from '../events/outbox.entity';
import { oncePerScrape, SCRAPE_READ_TIMEOUT_MS, scrapedGauge } from './scraped-gauge';
import type { ServiceMetrics } from './service-metrics';

interface OutboxState {
  backlog: number;
  oldestAgeSeconds: number;
}

/** Runs one query with a statement timeout, so a slow reading frees its connection soon after the scrape. */
export async function queryWithinScrape<T>(
  dataSource: DataSource,
  sql: string,
  parameters: unknown[] = [],
): Promise<T[]> {
  return dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL statement_timeout = ${SCRAPE_READ_TIMEOUT_MS}`);
    return manager.query<T[]>(sql, parameters);
  });
}

/**
 * `outbox_backlog_events` (events committed but not shipped yet) and `outbox_oldest_event_age_seconds` (how long
 * the oldest has waited; 0 when the outbox is empty), from one query on the service's outbox at each scrape.
 */
export function observeOutbox(
  metrics: ServiceMetrics,
  dataSource: DataSource,
  onFailure: (error: unknown) => void,
): void {
  const metadata = dataSource.getMetadata(OutboxEvent);
  const table = `${quoteSchema(metadata.schema ?? 'public')}."${metadata.tableName}"`;
  const read = oncePerScrape(async (): Promise<OutboxState> => {
    const [row] = await queryWithinScrape<{ backlog: number; age: number }>(
      dataSource,
      `SELECT count(*)::int AS backlog,
              COALESCE(EXTRACT(EPOCH FROM now() - (SELECT created_at FROM ${table} ORDER BY seq LIMIT 1)), 0)::float8 AS age
         FROM ${table}`,
    );
    return { backlog: row.backlog, oldestAgeSeconds: Math.max(0, row.age) };
  });
  scrapedGauge(metrics, {
    name: 'outbox_backlog_events',
    help: 'Events in the outbox not shipped to the event transport yet',
    read: async () => [{ labels: {}, value: (await read()).backlog }],
    onFailure,
  });
  scrapedGauge(metrics, {
    name: 'outbox_oldest_event_age_seconds',
    help: 'How long the oldest event in the outbox has waited to be shipped (0 when the outbox is empty)',
    read: async () => [{ labels: {}, value: (await read()).oldestAgeSeconds }],
    onFailure,
  });
}
