/**
 * Keeps long-running processes up: a process that exits without being asked to is started again after a delay that
 * doubles with each consecutive crash (reset once it has stayed up a while), and the process's log and the
 * supervisor's reports say so. Stopping is explicit and ordered by the caller (e.g. the gateway before the services).
 * The spawning, the log files and the readiness probe sit behind `ProcessHost`, so this file does no I/O of its own.
 */

export interface ProcessSpec {
  name: string;
  /** The Node.js script to run. */
  entry: string;
  env: NodeJS.ProcessEnv;
  /** stdout is written straight to this file; stderr too, and is also reported. */
  logFile: string;
  /** Probed after a restart, so the report can say when the process serves again. */
  readyUrl?: string;
  cwd?: string;
  nodeArgs?: string[];
}

export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** A process that stayed up this long crashed afresh: its restart waits firstDelayMs again. */
  stableAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { firstDelayMs: 500, maxDelayMs: 30_000, stableAfterMs: 60_000 };

/** The delay before restart `attempt` (1, 2, ...) of consecutive crashes: doubling, capped. */
export function restartDelayMs(attempt: number, policy: RestartPolicy = DEFAULT_RESTART_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempt - 1));
}

/** What the supervisor needs of a child process: a Node ChildProcess, or a fake in unit tests. */
export interface ChildLike {
  readonly pid?: number;
  kill(signal: NodeJS.Signals): boolean;
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
}

export interface ProcessHost {
  launch(spec: ProcessSpec, onStderr: (text: string) => void): ChildLike;
  appendToLog(spec: ProcessSpec, line: string): void;
  tailOfLog(spec: ProcessSpec, lines: number): string[];
  isReady(url: string): Promise<boolean>;
}

export type SupervisorEvent =
  | { type: 'started'; name: string; pid: number | undefined; restart: number }
  | {
      type: 'crashed';
      name: string;
      pid: number | undefined;
      code: number | null;
      signal: NodeJS.Signals | null;
      upMs: number;
      attempt: number;
      delayMs: number;
      logTail: string[];
    }
  | { type: 'ready-again'; name: string; restart: number; downMs: number }
  | { type: 'stopped'; name: string; code: number | null; signal: NodeJS.Signals | null; forced: boolean }
  | { type: 'stderr'; name: string; text: string };

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const exitOf = (code: number | null, signal: NodeJS.Signals | null): string =>
  signal ? `signal ${signal}` : `exit code ${code}`;

/** One line for a person reading the console or the process's log. */
export function describeEvent(event: SupervisorEvent): string {
  switch (event.type) {
    case 'started':
      return event.restart === 0
        ? `${event.name} started (pid ${event.pid})`
        : `${event.name} restarted (pid ${event.pid}, restart ${event.restart})`;
    case 'crashed':
      return (
        `${event.name} (pid ${event.pid}) exited unexpectedly with ${exitOf(event.code, event.signal)} after ` +
        `${seconds(event.upMs)}; restart attempt ${event.attempt} in ${event.delayMs} ms`
      );
    case 'ready-again':
      return `${event.name} is ready again, ${seconds(event.downMs)} after it went down (restart ${event.restart})`;
    case 'stopped':
      return `${event.name} stopped (${exitOf(event.code, event.signal)}${event.forced ? ', killed after the grace period' : ''})`;
    case 'stderr':
      return `${event.name}: ${event.text.trimEnd()}`;
  }
}

export interface SupervisorOptions {
  host: ProcessHost;
  policy?: Partial<RestartPolicy>;
  /** How long a process gets after SIGTERM before SIGKILL. */
  stopGraceMs?: number;
  onEvent?: (event: SupervisorEvent) => void;
  readyPollMs?: number;
}

export class SupervisedProcess {
  private child: ChildLike | undefined;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({
    code: null,
    signal: null,
  });
  private startedAt = 0;
  private downSince = 0;
  private consecutiveCrashes = 0;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private stopping = false;
  /** How many times this process was restarted after a crash. */
  restarts = 0;
  /** How many times it exited without being asked to (also counts a crash whose restart is still pending). */
  crashes = 0;

  constructor(
    readonly spec: ProcessSpec,
    private readonly supervisor: Supervisor,
  ) {}

  get name(): string {
    return this.spec.name;
  }

  /** The pid of the running child; undefined while it is down. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  launch(): void {
    const { host } = this.supervisor.options;
    const child = host.launch(this.spec, (text) => this.supervisor.emit({ type: 'stderr', name: this.name, text }));
    this.child = child;
    this.startedAt = Date.now();
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.child = undefined;
        this.onExit(child, code, signal);
        resolve({ code, signal });
      });
    });
    this.supervisor.emit({ type: 'started', name: this.name, pid: child.pid, restart: this.restarts }, this.spec);
    if (this.restarts > 0 && this.spec.readyUrl) void this.reportWhenReady(child, this.spec.readyUrl);
  }

  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child) return;
    let forced = false;
    const exited = this.exited;
    child.kill('SIGTERM');
    const killer = setTimeout(() => {
      forced = true;
      child.kill('SIGKILL');
    }, graceMs);
    const { code, signal } = await exited;
    clearTimeout(killer);
    this.supervisor.emit({ type: 'stopped', name: this.name, code, signal, forced }, this.spec);
  }

  private onExit(child: ChildLike, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping) return;
    const upMs = Date.now() - this.startedAt;
    const policy = this.supervisor.policy;
    if (upMs >= policy.stableAfterMs) this.consecutiveCrashes = 0;
    this.consecutiveCrashes += 1;
    this.crashes += 1;
    this.downSince = Date.now();
    const delayMs = restartDelayMs(this.consecutiveCrashes, policy);
    const logTail = this.supervisor.options.host.tailOfLog(this.spec, 12);
    this.supervisor.emit(
      {
        type: 'crashed',
        name: this.name,
        pid: child.pid,
        code,
        signal,
        upMs,
        attempt: this.consecutiveCrashes,
        delayMs,
        logTail,
      },
      this.spec,
    );
    this.restartTimer = setTimeout(() => {
      if (this.stopping) return;
      this.restarts += 1;
      this.launch();
    }, delayMs);
  }

  private async reportWhenReady(child: ChildLike, url: string): Promise<void> {
    const { host, readyPollMs = 200 } = this.supervisor.options;
    while (this.child === child && !this.stopping) {
      if (await host.isReady(url).catch(() => false)) {
        if (this.child !== child || this.stopping) return;
        const downMs = Date.now() - this.downSince;
        this.supervisor.emit({ type: 'ready-again', name: this.name, restart: this.restarts, downMs }, this.spec);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, readyPollMs));
    }
  }
}

export class Supervisor {
  readonly policy: RestartPolicy;
  private readonly processes = new Map<string, SupervisedProcess>();

  constructor(readonly options: SupervisorOptions) {
    this.policy = { ...DEFAULT_RESTART_POLICY, ...options.policy };
  }

  /** Starts a process and keeps it up until it is stopped. */
  start(spec: ProcessSpec): SupervisedProcess {
    if (this.processes.has(spec.name)) throw new Error(`${spec.name} is already supervised`);
    const supervised = new SupervisedProcess(spec, this);
    this.processes.set(spec.name, supervised);
    supervised.launch();
    return supervised;
  }

  get(name: string): SupervisedProcess | undefined {
    return this.processes.get(name);
  }

  list(): SupervisedProcess[] {
    return [...this.processes.values()];
  }

  /** Stops the named processes together (all of them without names); nothing of theirs restarts afterwards. */
  async stop(names: string[] = [...this.processes.keys()]): Promise<void> {
    const graceMs = this.options.stopGraceMs ?? 10_000;
    const stopping = names.flatMap((name) => this.processes.get(name) ?? []);
    await Promise.all(stopping.map((supervised) => supervised.stop(graceMs)));
  }

  /** Reports an event; what changes a process's life also goes into its own log. */
  emit(event: SupervisorEvent, logTo?: ProcessSpec): void {
    if (logTo) {
      const level = event.type === 'crashed' ? 40 : 30;
      const line = JSON.stringify({ level, time: Date.now(), service: 'supervisor', msg: describeEvent(event) });
      this.options.host.appendToLog(logTo, line);
    }
    this.options.onEvent?.(event);
  }
}
