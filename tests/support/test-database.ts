import { Client } from 'pg';

/** The spec file's own migrated database (see database.per-file.ts); unset is a failure, never a silent pass. */
export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run database specs with TEST_TIER=integration npx jest');
  return url;
}

/** A database URL with another role's credentials (a migrator, a runtime role a test created). */
export function urlAsRole(databaseUrl: string, role: string, password: string): string {
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = password;
  return url.toString();
}

/** Runs `work` on a connection of its own, closed afterwards whatever happens. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
