import { EventEmitter } from 'node:events';
import {
  describeEvent,
  restartDelayMs,
  Supervisor,
  type ChildLike,
  type ProcessHost,
  type ProcessSpec,
  type SupervisorEvent,
} from './process-supervisor.js';

class FakeChild extends EventEmitter implements ChildLike {
  readonly signals: NodeJS.Signals[] = [];
  constructor(
    readonly pid: number,
    private readonly ignoresSigterm = false,
  ) {
    super();
  }
  kill(signal: NodeJS.Signals): boolean {
    this.signals.push(signal);
    if (signal === 'SIGKILL' || !this.ignoresSigterm) this.emit('exit', null, signal);
    return true;
  }
  crash(code: number | null, signal: NodeJS.Signals | null = null): void {
    this.emit('exit', code, signal);
  }
}

class FakeHost implements ProcessHost {
  readonly children: Record<string, FakeChild[]> = {};
  readonly logs: Record<string, string[]> = {};
  readonly stopOrder: string[] = [];
  ready = true;
  ignoresSigterm = false;
  private nextPid = 100;

  launch(spec: ProcessSpec): ChildLike {
    const child = new FakeChild(this.nextPid++, this.ignoresSigterm);
    child.once('exit', () => this.stopOrder.push(spec.name));
    (this.children[spec.name] ??= []).push(child);
    return child;
  }
  appendToLog(spec: ProcessSpec, line: string): void {
    (this.logs[spec.name] ??= []).push(line);
  }
  tailOfLog(spec: ProcessSpec): string[] {
    return [`last words of ${spec.name}`];
  }
  async isReady(): Promise<boolean> {
    return this.ready;
  }
  current(name: string): FakeChild {
    return this.children[name].at(-1)!;
  }
}

const spec = (name: string): ProcessSpec => ({
  name,
  entry: `${name}.js`,
  env: {},
  logFile: `${name}.log`,
  readyUrl: `http://127.0.0.1/${name}/health/ready`,
});

function setup(): { host: FakeHost; supervisor: Supervisor; events: SupervisorEvent[] } {
  const host = new FakeHost();
  const events: SupervisorEvent[] = [];
  const supervisor = new Supervisor({
    host,
    policy: { firstDelayMs: 500, maxDelayMs: 4000, stableAfterMs: 60_000 },
    stopGraceMs: 5000,
    readyPollMs: 100,
    onEvent: (event: SupervisorEvent) => events.push(event),
  });
  return { host, supervisor, events };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('restartDelayMs', () => {
  it('doubles from the first delay with each consecutive crash, up to the cap', () => {
    const policy = { firstDelayMs: 500, maxDelayMs: 4000, stableAfterMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => restartDelayMs(attempt, policy))).toEqual([
      500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });
});

describe('Supervisor', () => {
  it('restarts a process killed by a signal after the first delay, and says so in its log and its report', async () => {
    const { host, supervisor, events } = setup();
    const identity = supervisor.start(spec('identity'));
    const first = host.current('identity');

    jest.advanceTimersByTime(10_000);
    first.crash(null, 'SIGKILL');

    expect(identity.running).toBe(false);
    const crashed = events.find((event) => event.type === 'crashed');
    expect(crashed && describeEvent(crashed)).toBe(
      'identity (pid 100) exited unexpectedly with signal SIGKILL after 10.0 s; restart attempt 1 in 500 ms',
    );
    expect(crashed).toMatchObject({ logTail: ['last words of identity'] });
    expect(host.logs.identity.at(-1)).toContain('restart attempt 1 in 500 ms');
    expect(JSON.parse(host.logs.identity.at(-1)!)).toMatchObject({ level: 40, service: 'supervisor' });

    jest.advanceTimersByTime(499);
    expect(host.children.identity).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(host.children.identity).toHaveLength(2);
    expect(identity.pid).toBe(101);
    expect(identity.restarts).toBe(1);
    expect(events.map((event) => event.type)).toEqual(['started', 'crashed', 'started']);

    await jest.advanceTimersByTimeAsync(0);
    const ready = events.find((event) => event.type === 'ready-again');
    expect(ready && describeEvent(ready)).toBe('identity is ready again, 0.5 s after it went down (restart 1)');
  });

  it('waits twice as long after each crash in a row, and starts afresh once the process stayed up', () => {
    const { host, supervisor, events } = setup();
    supervisor.start(spec('media'));
    const delays = (): number[] => events.flatMap((event) => (event.type === 'crashed' ? [event.delayMs] : []));

    for (let crash = 0; crash < 4; crash += 1) {
      host.current('media').crash(1);
      jest.advanceTimersByTime(delays().at(-1)!);
    }
    expect(delays()).toEqual([500, 1000, 2000, 4000]);

    jest.advanceTimersByTime(60_000);
    host.current('media').crash(1);
    expect(delays().at(-1)).toBe(500);
    const crashes = events.filter((event) => event.type === 'crashed').map((event) => describeEvent(event));
    expect(crashes.at(-1)).toBe(
      'media (pid 104) exited unexpectedly with exit code 1 after 60.0 s; restart attempt 1 in 500 ms',
    );
  });

  it('does not report ready again while the restarted process is not ready', async () => {
    const { host, supervisor, events } = setup();
    supervisor.start(spec('social'));
    host.ready = false;
    host.current('social').crash(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(events.some((event) => event.type === 'ready-again')).toBe(false);
    host.ready = true;
    await jest.advanceTimersByTimeAsync(100);
    expect(events.filter((event) => event.type === 'ready-again')).toHaveLength(1);
  });

  it('stops in the order it is told, and a stopped process is not restarted', async () => {
    const { host, supervisor, events } = setup();
    for (const name of ['identity', 'media', 'gateway']) supervisor.start(spec(name));

    await supervisor.stop(['gateway']);
    await supervisor.stop(['identity', 'media']);
    jest.advanceTimersByTime(60_000);

    expect(host.stopOrder).toEqual(['gateway', 'identity', 'media']);
    expect(Object.values(host.children).every((children) => children.length === 1)).toBe(true);
    expect(host.current('gateway').signals).toEqual(['SIGTERM']);
    expect(events.filter((event) => event.type === 'crashed')).toHaveLength(0);
    expect(host.logs.gateway.at(-1)).toContain('gateway stopped (signal SIGTERM)');
  });

  it('cancels a pending restart when stopped while the process is down', async () => {
    const { host, supervisor } = setup();
    const listings = supervisor.start(spec('listings'));
    host.current('listings').crash(1);
    await supervisor.stop();
    jest.advanceTimersByTime(60_000);
    expect(host.children.listings).toHaveLength(1);
    expect(listings.running).toBe(false);
  });

  it('kills a process that ignores SIGTERM once the grace period is over', async () => {
    const { host, supervisor, events } = setup();
    host.ignoresSigterm = true;
    supervisor.start(spec('bookings'));
    const stopping = supervisor.stop();
    jest.advanceTimersByTime(5000);
    await stopping;
    expect(host.current('bookings').signals).toEqual(['SIGTERM', 'SIGKILL']);
    const stopped = events.find((event) => event.type === 'stopped');
    expect(stopped && describeEvent(stopped)).toBe('bookings stopped (signal SIGKILL, killed after the grace period)');
  });

  it('refuses to supervise two processes under one name', () => {
    const { supervisor } = setup();
    supervisor.start(spec('identity'));
    expect(() => supervisor.start(spec('identity'))).toThrow('identity is already supervised');
  });
});
