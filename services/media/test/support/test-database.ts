import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Integration specs need TEST_DATABASE_URL; unset is a failure, never a silent pass. */
export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: media integration specs need a superuser connection string to a PostgreSQL ' +
        'server, e.g. TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:54330/postgres',
    );
  }
  return url;
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the TEST_DATABASE_URL server, so spec files never share tables. */
export async function createScratchDatabase(prefix = 'media_test'): Promise<ScratchDatabase> {
  const adminUrl = requireTestDatabaseUrl();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
