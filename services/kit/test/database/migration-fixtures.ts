import { urlAsRole, withClient } from '../../../../tests/support/test-database';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { MigrateSettings } from '../../src/service/migrate-service';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the integration tier through jest.config.js');
  return url;
}

/** The test database as another role. */
export const urlAs = (role: string, password: string): string => urlAsRole(testDatabaseUrl(), role, password);

export { withClient };

export const settingsFor = (url: string, overrides: Partial<MigrateSettings> = {}): MigrateSettings => ({
  url,
  step: 'all',
  timeouts: { lockTimeout: '5s', statementTimeout: '1min' },
  lockRetries: 0,
  ...overrides,
});

/** A service declaration with only what the migrate step reads. */
export const definitionOf = (schema: string, migrations: ReadonlyArray<new () => MigrationInterface>) => ({
  schema,
  dataSourceEntities: [],
  migrations,
});

/** Migrations on a schema named at run time (the class reads it from the connection's search_path). */
export function tableMigration(name: string, sql: (queryRunner: QueryRunner) => Promise<void>) {
  return class implements MigrationInterface {
    name = name;
    up(queryRunner: QueryRunner): Promise<void> {
      return sql(queryRunner);
    }
    down(): Promise<void> {
      return Promise.resolve();
    }
  };
}

export async function appliedMigrations(schema: string): Promise<string[]> {
  return withClient(testDatabaseUrl(), async (client) => {
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM "${schema}".migrations ORDER BY id`);
    return rows.map((row) => row.name);
  });
}
