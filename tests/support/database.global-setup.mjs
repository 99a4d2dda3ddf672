import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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
    port: Number(process.env.TEST_POSTGRES_PORT ?? (await freePort())),
    password: 'village-test',
    fsyncOff: true,
  });
  globalThis.__villageTestPostgres = { postgres, dataDir };
  process.env.TEST_POSTGRES_ADMIN_URL = postgres.adminUrl();
}
