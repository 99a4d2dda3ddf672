import { DataSource, type DataSourceOptions } from 'typeorm';

export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}

/** Creates the schema only when missing, so a role that owns its schema needs no CREATE right on the database. */
async function ensureSchema(dataSource: DataSource, schema: string): Promise<void> {
  const found = await dataSource.query<unknown[]>('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [
    schema,
  ]);
  if (found.length === 0) await dataSource.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
}

export async function runMigrations(options: DataSourceOptions & { schema?: string }): Promise<string[]> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    if (options.schema) await ensureSchema(dataSource, options.schema);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

export async function pendingSchemaChanges(options: DataSourceOptions): Promise<string[]> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    return sql.upQueries.map((query) => query.query);
  } finally {
    await dataSource.destroy();
  }
}
