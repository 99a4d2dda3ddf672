import { pendingSchemaChanges, serviceDataSourceOptions } from '@village/kit';
import { DataSource } from 'typeorm';
import { MEDIA_SCHEMA, mediaEntities, mediaMigrations } from '../src/media.data-source';
import { migrateMedia } from './support/media-test-app';
import { createScratchDatabase, type ScratchDatabase } from './support/test-database';

describe('media schema', () => {
  let database: ScratchDatabase;
  const options = () =>
    serviceDataSourceOptions({
      url: database.url,
      schema: MEDIA_SCHEMA,
      entities: mediaEntities,
      migrations: mediaMigrations,
    });

  let applied: string[];

  beforeAll(async () => {
    database = await createScratchDatabase('media_schema');
    applied = await migrateMedia(database.url);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('migrates an empty database, then has nothing left to apply', async () => {
    expect(applied).toEqual(['InitialMediaSchema1763760000000']);
    await expect(migrateMedia(database.url)).resolves.toEqual([]);
  });

  it('leaves no difference between the entities and the migrated tables', async () => {
    await expect(pendingSchemaChanges(options())).resolves.toEqual([]);
  });

  it('creates its tables in the media schema only', async () => {
    const dataSource = new DataSource(options());
    await dataSource.initialize();
    try {
      const tables = await dataSource.query<{ table_schema: string; table_name: string }[]>(
        `SELECT table_schema, table_name FROM information_schema.tables
          WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY table_name`,
      );
      expect(tables).toEqual(
        ['migrations', 'objects', 'outbox', 'processed_events', 'profile_photos'].map((table_name) => ({
          table_schema: 'media',
          table_name,
        })),
      );
    } finally {
      await dataSource.destroy();
    }
  });

  it('can be rolled back and applied again', async () => {
    const dataSource = new DataSource(options());
    await dataSource.initialize();
    try {
      await dataSource.undoLastMigration({ transaction: 'each' });
      const left = await dataSource.query<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'media' ORDER BY table_name`,
      );
      expect(left.map((row) => row.table_name)).toEqual(['migrations']);
    } finally {
      await dataSource.destroy();
    }
    await expect(migrateMedia(database.url)).resolves.toHaveLength(1);
    await expect(pendingSchemaChanges(options())).resolves.toEqual([]);
  });
});
