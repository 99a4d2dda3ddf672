import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Starts a throwaway PostgreSQL for the run, unless TEST_POSTGRES_ADMIN_URL names an existing server. */
export default async function startTestPostgres() {
  if (process.env.TEST_POSTGRES_ADMIN_URL) return;
  const runner = join(root, 'infra', 'dist', 'embedded-postgres.js');
  if (!existsSync(runner)) throw new Error('infra is not built: run `npm run build:server` before the database tiers');
  const { startEmbeddedPostgres } = await import(runner);
  const dataDir = join(root, '.cache', `test-postgres-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const postgres = await startEmbeddedPostgres({
    dataDir,
    port: Number(process.env.TEST_POSTGRES_PORT ?? 54329),
    password: 'village-test',
    fsyncOff: true,
  });
  globalThis.__villageTestPostgres = { postgres, dataDir };
  process.env.TEST_POSTGRES_ADMIN_URL = postgres.adminUrl();
}
