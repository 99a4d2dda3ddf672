import { rm } from 'node:fs/promises';

export default async function stopTestPostgres() {
  const running = globalThis.__villageTestPostgres;
  if (!running) return;
  await running.postgres.stop();
  await rm(running.dataDir, { recursive: true, force: true });
}
