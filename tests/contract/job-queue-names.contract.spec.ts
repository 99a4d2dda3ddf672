import {
  JOB_QUEUE_RESERVED_NAMES,
  rosterEntries,
  serviceDataSourceOptionsOf,
  type ServiceDefinition,
} from '@village/kit';
import { DataSource, Entity, PrimaryColumn } from 'typeorm';
import { serviceDefinitionOf } from '../support/service-definitions';
import { requireTestDatabaseUrl } from '../support/test-database';

/**
 * The job queue (pg-boss) lives in each service's own schema beside the service's tables, under fixed names
 * (`JOB_QUEUE_RESERVED_NAMES`). A service table or index taking one of them would make the migrate step fail in
 * one deployment or another: this fails first, naming the entity.
 */

/** "<entity>: table <name>" for each table and index of the entities that has a name the job queue needs. */
async function reservedNamesTakenBy(definition: Pick<ServiceDefinition, 'schema' | 'dataSourceEntities'>) {
  const dataSource = new DataSource(
    serviceDataSourceOptionsOf({ ...definition, migrations: [] }, requireTestDatabaseUrl(), 1),
  );
  await dataSource.initialize();
  try {
    const reserved = new Set(JOB_QUEUE_RESERVED_NAMES);
    const taken: string[] = [];
    for (const metadata of dataSource.entityMetadatas) {
      const relations = [
        ['table', metadata.tableName],
        ...metadata.indices.map((index) => ['index', index.name]),
        ...metadata.uniques.map((unique) => ['unique constraint', unique.name]),
      ];
      for (const [kind, name] of relations) if (reserved.has(name)) taken.push(`${metadata.name}: ${kind} ${name}`);
    }
    return taken;
  } finally {
    await dataSource.destroy();
  }
}

describe.each(rosterEntries().map(({ name }) => name))("%s's entities", (name) => {
  it("leave the job queue's names free in the service's schema", async () => {
    const definition = await serviceDefinitionOf(name);
    expect(await reservedNamesTakenBy(definition)).toEqual([]);
  });
});

describe('the check of reserved names', () => {
  @Entity({ name: 'schedule' })
  class Schedule {
    @PrimaryColumn({ type: 'uuid' })
    id!: string;
  }

  it('names an entity whose table the job queue needs', async () => {
    expect(await reservedNamesTakenBy({ schema: 'media', dataSourceEntities: [Schedule] })).toEqual([
      'Schedule: table schedule',
    ]);
  });
});
