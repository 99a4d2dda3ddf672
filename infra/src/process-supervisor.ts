import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface SpawnOptions {
  name: string;
  entry: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
  echo: (name: string, line: string) => void;
  nodeArgs?: string[];
}

const PINO_ERROR_LEVEL = 50;

function isWorthEchoing(line: string): boolean {
  if (!line.startsWith('{')) return true;
  try {
    return (JSON.parse(line) as { level?: number }).level! >= PINO_ERROR_LEVEL;
  } catch {
    return true;
  }
}

export function spawnNode(options: SpawnOptions): ManagedProcess {
  const log: WriteStream = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.entry], {
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`);
      if (isWorthEchoing(line)) options.echo(options.name, line);
    });
  }
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      log.end();
      resolve(code);
    }),
  );
  return { name: options.name, child, exited };
}

export async function runToCompletion(options: SpawnOptions): Promise<void> {
  const managed = spawnNode(options);
  const code = await managed.exited;
  if (code !== 0) throw new Error(`${options.name} exited with code ${code} (see ${options.logFile})`);
}

export async function stopAll(processes: ManagedProcess[], graceMs = 5000): Promise<void> {
  await Promise.all(
    processes.map(async ({ child, exited }) => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }),
  );
}

export async function waitForHttpOk(url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process serving ${url} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}
