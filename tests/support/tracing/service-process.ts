import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

/** A port nothing listens on, for a service process whose address another part needs before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServiceProcess {
  /** The JSON log lines the service wrote so far. */
  readonly logLines: Array<Record<string, unknown>>;
  /** SIGTERM, and the exit (the service flushes its spans while it closes). */
  stop(): Promise<void>;
}

/**
 * A service as production runs it: its own Node process from its build (`npm run build:server` first), with
 * `env` on top of the port and the log level. Resolves once it listens.
 */
export async function startServiceProcess(name: string, env: Record<string, string>): Promise<ServiceProcess> {
  const main = join(root, 'services', name, 'dist', 'src', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build:server first`);
  const logLines: Array<Record<string, unknown>> = [];
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  let partial = '';
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const parsed = JSON.parse(line) as Record<string, unknown>;
        logLines.push(parsed);
        if (parsed.msg === `${name} listening`) resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before listening: ${stderr}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await listening;
  return {
    logLines,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
