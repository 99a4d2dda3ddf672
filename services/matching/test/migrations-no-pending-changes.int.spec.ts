import { pendingSchemaChanges, serviceDataSourceOptions } from '@village/kit';
import { matchingEntities, matchingMigrations } from '../src/matching.data-source';
import { requireTestDatabaseUrl } from './support/matching-test-app';

it("leaves no difference between matching's entities and its migrated schema", async () => {
  const changes = await pendingSchemaChanges(
    serviceDataSourceOptions({
      url: requireTestDatabaseUrl(),
      schema: 'matching',
      entities: matchingEntities,
      migrations: matchingMigrations,
    }),
  );
  expect(changes).toEqual([]);
});
