import {
  JOB_QUEUE_RESERVED_NAMES,
  pendingSchemaChanges,
  rosterEntries,
  runMigrations,
  serviceDataSourceOptionsOf,
  type ServiceDefinition,
} from '@village/kit';
import { DataSource } from 'typeorm';
import { serviceDefinitionOf } from '../support/service-definitions';
import { requireTestDatabaseUrl } from '../support/test-database';

describe.each(rosterEntries().map(({ name }) => name))('%s migrations', (name) => {
  let service: ServiceDefinition;
  const options = () => serviceDataSourceOptionsOf(service, requireTestDatabaseUrl(), 1);

  beforeAll(async () => {
    service = await serviceDefinitionOf(name);
  });

  it('leave nothing for the entities to change (a generated migration would be empty)', async () => {
    expect(await pendingSchemaChanges(options())).toEqual([]);
  });

  it('roll back to an empty schema and apply again', async () => {
    const dataSource = new DataSource(options());
    await dataSource.initialize();
    try {
      for (const _migration of service.migrations) await dataSource.undoLastMigration({ transaction: 'each' });
      // The job queue's tables (its own migrate step, see migrateJobQueue) stay.
      const left = await dataSource.query<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = $1 AND NOT table_name = ANY($2::text[]) AND table_name !~ '^queue_stats_[0-9]{8}$'
          ORDER BY table_name`,
        [service.schema, JOB_QUEUE_RESERVED_NAMES],
      );
      expect(left.map((table) => table.table_name)).toEqual(['migrations']);
    } finally {
      await dataSource.destroy();
    }
    expect(await runMigrations(options())).toHaveLength(service.migrations.length);
    expect(await pendingSchemaChanges(options())).toEqual([]);
  });
});
