import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import type { ChildLike, ProcessHost, ProcessSpec } from './process-supervisor.js';

const WATCHDOG = new URL('./exit-with-supervisor.js', import.meta.url).href;

/** The last `lines` lines of a log file (reads at most its last 16 KB). */
export function tailOfFile(path: string, lines: number): string[] {
  if (!existsSync(path)) return [];
  const size = statSync(path).size;
  const length = Math.min(size, 16 * 1024);
  const buffer = Buffer.alloc(length);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, buffer, 0, length, size - length);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8').trimEnd().split('\n').slice(-lines);
}

export async function httpOk(url: string, timeoutMs = 1000): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Real Node processes. Each child writes its stdout straight into its log file (an inherited file descriptor: the
 * supervisor never reads those lines); stderr, where only crashes and warnings go, is piped so it can be shown.
 * Each child carries an IPC channel, so that it stops when the supervisor dies (see exit-with-supervisor.ts).
 */
export class NodeProcessHost implements ProcessHost {
  launch(spec: ProcessSpec, onStderr: (text: string) => void): ChildLike {
    const fd = openSync(spec.logFile, 'a', 0o600);
    try {
      const child = spawn(process.execPath, [...(spec.nodeArgs ?? []), '--import', WATCHDOG, spec.entry], {
        cwd: spec.cwd,
        env: spec.env,
        stdio: ['ignore', fd, 'pipe', 'ipc'],
      });
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (text: string) => {
        appendFileSync(spec.logFile, text);
        onStderr(text);
      });
      child.on('error', (error) => onStderr(`could not start: ${error.message}\n`));
      return child;
    } finally {
      closeSync(fd);
    }
  }

  appendToLog(spec: ProcessSpec, line: string): void {
    appendFileSync(spec.logFile, `${line}\n`);
  }

  tailOfLog(spec: ProcessSpec, lines: number): string[] {
    return tailOfFile(spec.logFile, lines);
  }

  isReady(url: string): Promise<boolean> {
    return httpOk(url);
  }
}

/** Runs a one-off Node script (a migration) to its end, its output into its log file; fails with the log's tail. */
export async function runToCompletion(spec: ProcessSpec): Promise<void> {
  const fd = openSync(spec.logFile, 'a', 0o600);
  let child;
  try {
    child = spawn(process.execPath, [...(spec.nodeArgs ?? []), spec.entry], {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', fd, fd],
    });
  } finally {
    closeSync(fd);
  }
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  });
  if (code !== 0) {
    const tail = tailOfFile(spec.logFile, 15).join('\n');
    throw new Error(`${spec.name} exited with ${signal ?? `code ${code}`} (${spec.logFile}):\n${tail}`);
  }
}

/** Waits until `url` answers 2xx; fails early when `failure()` names a reason (e.g. the process exited). */
export async function waitForHttpOk(url: string, timeoutMs: number, failure: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = failure();
    if (reason) throw new Error(reason);
    if (await httpOk(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}
