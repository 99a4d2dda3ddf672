import { rm } from 'node:fs/promises';
import pg from 'pg';

/** Stops the throwaway server, or on a server we were given, drops the databases this run made. */
export default async function stopTestPostgres() {
  const running = globalThis.__villageTestPostgres;
  if (running) {
    await running.postgres.stop();
    await rm(running.dataDir, { recursive: true, force: true });
    return;
  }
  const client = new pg.Client({ connectionString: process.env.TEST_POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'village\\_test\\_%'");
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
