import { pendingSchemaChanges, serviceDataSourceOptions } from '@village/kit';
import { identityEntities, identityMigrations } from '../src/identity.data-source';
import { requireTestDatabaseUrl } from './support/identity-test-app';

it("leaves no difference between identity's entities and its migrated schema", async () => {
  const changes = await pendingSchemaChanges(
    serviceDataSourceOptions({
      url: requireTestDatabaseUrl(),
      schema: 'identity',
      entities: identityEntities,
      migrations: identityMigrations,
    }),
  );
  expect(changes).toEqual([]);
});
