import type { TestClock as PgBossTestClock } from 'pg-boss';
import type { Clock } from './clock.port';
import { loadPgBoss } from './pg-boss.loader';

/** What one `runDue()` did: runs that succeeded, failed and will be retried, and failed for good. */
export interface DueRun {
  completed: number;
  retried: number;
  failed: number;
}

/** A queue started with a TestClock (the pg-boss adapter). */
export interface ClockDrivenQueue {
  handlersSettled(): Promise<void>;
  runDue(): Promise<DueRun>;
}

/**
 * A clock that tests move by hand, and that moves the job queue with it: every queue started with it
 * reads the same time, in JavaScript and in PostgreSQL (pg-boss's own test clock: its `job_now()` reads
 * the fake time), so due times, retries and cron schedules all follow it. Nothing runs on its own: time
 * only moves in `advance`/`setTime`, and due jobs run in `runDue`.
 *
 *   const clock = new TestClock(new Date('2030-01-01T00:00:00Z'));
 *   ...start the service with { clock }...
 *   await clock.advance(days(30));
 *   await clock.runDue();              // the deletion job has run; assert on what it left behind
 */
export class TestClock implements Clock {
  private startMs: number;
  private engine?: PgBossTestClock;
  private readonly queues = new Set<ClockDrivenQueue>();

  constructor(start: Date = new Date()) {
    if (Number.isNaN(start.getTime())) throw new Error('TestClock needs a valid start time');
    this.startMs = start.getTime();
  }

  now(): Date {
    return new Date(this.engine ? this.engine.now() : this.startMs);
  }

  /** Moves time forward; jobs that became due wait for `runDue()`. */
  async advance(ms: number): Promise<void> {
    if (!Number.isFinite(ms) || ms < 0) throw new Error('TestClock.advance takes a finite number of ms, 0 or more');
    await this.setTime(new Date(this.now().getTime() + ms));
  }

  /**
   * Jumps to a time. Handlers still running finish first, on the time they started under; the queue's
   * periodic passes the jump skipped (polls, the cron pass, maintenance) then run once, as after a sleep.
   */
  async setTime(time: Date): Promise<void> {
    if (Number.isNaN(time.getTime())) throw new Error('TestClock.setTime needs a valid time');
    if (!this.engine) {
      this.startMs = time.getTime();
      return;
    }
    await this.settleHandlers();
    await this.engine.setTime(time.getTime());
    await this.engine.tick(0);
  }

  /** Runs every job due now in the queues started with this clock, retries included, until none is left. */
  async runDue(): Promise<DueRun> {
    const total: DueRun = { completed: 0, retried: 0, failed: 0 };
    for (const queue of this.queues) {
      const run = await queue.runDue();
      total.completed += run.completed;
      total.retried += run.retried;
      total.failed += run.failed;
    }
    return total;
  }

  /** For the pg-boss adapter: the pg-boss clock it starts with, created at this clock's time. */
  async pgBossClock(): Promise<PgBossTestClock> {
    if (!this.engine) {
      const { TestClock: PgBossClock } = await loadPgBoss();
      this.engine ??= new PgBossClock(this.startMs);
    }
    return this.engine;
  }

  attach(queue: ClockDrivenQueue): void {
    this.queues.add(queue);
  }

  detach(queue: ClockDrivenQueue): void {
    this.queues.delete(queue);
  }

  private async settleHandlers(): Promise<void> {
    await Promise.all([...this.queues].map((queue) => queue.handlersSettled()));
  }
}
