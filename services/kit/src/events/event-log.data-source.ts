import { DataSource, type DataSourceOptions } from 'typeorm';
import { ensureSchema, type MigrationTimeouts } from '../database/run-migrations';
import { CreateEventLog1763740000000 } from '../../migrations/1763740000000-create-event-log';
import { EventLogTraceParent1799300140700 } from '../../migrations/1799300140700-event-log-trace-parent';
import { EVENT_LOG_SCHEMA } from './postgres-event-log.transport';

/** The event log's migrations, oldest first (services/kit/migrations). */
export const EVENT_LOG_MIGRATIONS = [CreateEventLog1763740000000, EventLogTraceParent1799300140700];

/**
 * DataSource of the embedded event log's schema (`eventlog`), used to run its
 * migrations (stack runner, Helm hook Job). It has no entities: the transport
 * speaks SQL through `pg` directly.
 */
export function eventLogDataSourceOptions(url: string, timeouts?: MigrationTimeouts): DataSourceOptions {
  const settings = timeouts
    ? { options: `-c lock_timeout=${timeouts.lockTimeout} -c statement_timeout=${timeouts.statementTimeout}` }
    : {};
  return {
    type: 'postgres',
    url,
    schema: EVENT_LOG_SCHEMA,
    entities: [],
    migrations: EVENT_LOG_MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    extra: { max: 2, application_name: 'village-eventlog-migrations', ...settings },
  };
}

export function createEventLogDataSource(url: string): DataSource {
  return new DataSource(eventLogDataSourceOptions(url));
}

/** Creates the schema if needed and applies pending event-log migrations; returns their names. */
export async function migrateEventLog(url: string, timeouts?: MigrationTimeouts): Promise<string[]> {
  const dataSource = new DataSource(eventLogDataSourceOptions(url, timeouts));
  await dataSource.initialize();
  try {
    // Only when missing: `eventlog_migrator` owns the schema but has no CREATE right on the database.
    await ensureSchema(dataSource, EVENT_LOG_SCHEMA);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
