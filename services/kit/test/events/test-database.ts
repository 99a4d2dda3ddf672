import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Integration specs get their server from TEST_DATABASE_URL: a superuser
 * connection string to a fresh, empty database. Unset is a failure, never a
 * silent pass.
 */
export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: integration specs need a superuser connection string to an empty PostgreSQL ' +
        'database, e.g. TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/village_test',
    );
  }
  return url;
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database on the TEST_DATABASE_URL server, so spec files running in parallel never share tables. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const adminUrl = requireTestDatabaseUrl();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
