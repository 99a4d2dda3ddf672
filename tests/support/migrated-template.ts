import { migrateEventLog, migrateJobQueue, runMigrations } from '@village/kit';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { allServiceMigrations, migrationOptions } from './all-migrations';

export const TEMPLATE_DATABASE = 'village_template';
const TEMPLATE_LOCK = 7_240_001;

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Builds the template once per server (whichever worker comes first) as each service's migrate step leaves a
 * database: its migrations, then the job queue's tables in its schema.
 */
export async function ensureMigratedTemplate(adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE_DATABASE]);
      if (exists.rowCount) return;
      const building = `${TEMPLATE_DATABASE}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building}`);
      const url = databaseUrl(adminUrl, building);
      await migrateEventLog(url);
      for (const service of await allServiceMigrations()) {
        await runMigrations(migrationOptions(url, service));
        await migrateJobQueue(url, service.schema);
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE_DATABASE}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh copy of the migrated template: cheap (a file copy), and private to one spec file. */
export async function cloneMigratedTemplate(adminUrl: string): Promise<TestDatabase> {
  await ensureMigratedTemplate(adminUrl);
  const name = `village_test_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(3).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
