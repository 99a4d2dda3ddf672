import type { Type } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db, JobWithMetadata, PgBoss, TestClock as PgBossTestClock } from 'pg-boss';
import pino, { type Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { systemClock, type Clock } from './clock.port';
import {
  isHandlerClass,
  type JobContext,
  type JobHandler,
  type JobHandlerFunction,
  type JobRegistration,
  type JobType,
} from './job-definition';
import { dueTimeOf, jobIdForKey, queueSettingsOf, type QueueSettings } from './job-options';
import type { JobQueue, SendOptions, SendResult } from './job-queue.port';
import type { JobRunObserver, QueueDepth } from './job-run.observer';
import { loadPgBoss } from './pg-boss.loader';
import { TestClock, type ClockDrivenQueue, type DueRun } from './test-clock';

export interface PgBossJobQueueOptions {
  /** The service's database; pg-boss keeps its own small pool on it. */
  databaseUrl: string;
  /** The service's own schema, where the migrate step installed pg-boss (`migrateJobQueue`). */
  schema: string;
  jobs: readonly JobRegistration[];
  /** Default: the system clock. A `TestClock` drives the queue by hand. */
  clock?: Clock;
  logger?: Logger;
  /** Resolves handler classes (in Nest: the application's container). */
  resolveHandler?: <Data>(handler: Type<JobHandler<Data>>) => JobHandler<Data>;
  /** How often an idle worker looks for due jobs (default 2 s). */
  pollingIntervalSeconds?: number;
  /** Connections of the queue's pool (default 4). */
  poolSize?: number;
  /** How long `stop()` lets running handlers finish before failing them for a retry (default 20 s). */
  stopTimeoutMs?: number;
  /** Told of every run's outcome (metrics). */
  observer?: JobRunObserver;
}

interface Registered {
  registration: JobRegistration;
  settings: QueueSettings;
  handle?: JobHandlerFunction<object>;
}

/** pg-boss forwards each cron occurrence through this queue of its own. */
const SCHEDULE_FORWARDING_QUEUE = '__pgboss__send-it';
const RUN_DUE_LIMIT_MS = 30_000;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** Runs SQL that pg-boss issues on the caller's TypeORM transaction, so a send commits or rolls back with it. */
function transactionDatabase(manager: EntityManager): Db {
  return { executeSql: async (text, values) => ({ rows: await manager.query<unknown[]>(text, values) }) };
}

function startError(error: unknown, schema: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/not installed|requires migrations/.test(message)) {
    return new Error(
      `The job queue is not installed (or is older than this pg-boss) in schema "${schema}": ` +
        `run the service's migrate step (migrateJobQueue) before starting it`,
      { cause: error },
    );
  }
  return error instanceof Error ? error : new Error(message);
}

/**
 * The job queue on pg-boss 12, in the service's own schema. The boss starts without migrating (the
 * migrate step installs and upgrades it) and without creating anything outside that schema.
 *
 * Lifecycle: `start()` connects, creates the queues and syncs the cron schedules (sending works from
 * then on); `startWorkers()` starts polling; `stop()` lets running handlers finish, then closes.
 */
export class PgBossJobQueue implements JobQueue, ClockDrivenQueue {
  readonly schema: string;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly registered = new Map<string, Registered>();
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Runs since the last `runDue()`, including those a `TestClock` jump started. */
  private outcomes: DueRun = { completed: 0, retried: 0, failed: 0 };
  private boss?: PgBoss;
  private starting?: Promise<PgBoss>;
  private testEngine?: PgBossTestClock;
  private workersStarted = false;

  constructor(private readonly options: PgBossJobQueueOptions) {
    if (!SCHEMA_NAME.test(options.schema)) throw new Error(`Unsafe schema name for the job queue: "${options.schema}"`);
    this.schema = options.schema;
    this.clock = options.clock ?? systemClock;
    this.logger = (options.logger ?? pino()).child({ component: 'jobs', schema: options.schema });
    for (const registration of options.jobs) {
      const name = registration.job.name;
      if (this.registered.has(name)) throw new Error(`Job "${name}" is registered twice in schema "${this.schema}"`);
      if (registration.schedule) {
        const parsed = registration.job.data.safeParse(registration.schedule.data ?? {});
        if (!parsed.success) {
          throw new Error(
            `Job "${name}": the schedule's data does not match the job's schema: ${parsed.error.message}`,
          );
        }
      }
      if (
        registration.concurrency !== undefined &&
        !(Number.isInteger(registration.concurrency) && registration.concurrency >= 1)
      ) {
        throw new Error(`Job "${name}": concurrency must be a whole number of 1 or more`);
      }
      this.registered.set(name, { registration, settings: queueSettingsOf(registration) });
    }
  }

  /** Connects, creates the queues and syncs the schedules. Idempotent. */
  async start(): Promise<void> {
    this.starting ??= this.open().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    await this.starting;
  }

  async startWorkers(): Promise<void> {
    const boss = await this.started();
    if (this.workersStarted) return;
    this.workersStarted = true;
    for (const [name, entry] of this.registered) {
      await boss.work(
        name,
        {
          includeMetadata: true,
          batchSize: 1,
          localConcurrency: entry.registration.concurrency ?? 1,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
        },
        (jobs: JobWithMetadata<object>[]) => this.track(this.runJobs(entry, jobs)),
      );
    }
    this.logger.info({ jobs: [...this.registered.keys()] }, 'job workers started');
  }

  /** Lets running handlers finish (up to `stopTimeoutMs`; the rest are retried later), then closes. */
  async stop(): Promise<void> {
    const starting = this.starting;
    if (!starting) return;
    this.starting = undefined;
    const boss = await starting.catch(() => undefined);
    if (!boss) return;
    this.boss = undefined;
    this.workersStarted = false;
    this.testEngine = undefined;
    try {
      await boss.stop({ graceful: true, timeout: this.options.stopTimeoutMs ?? 20_000 });
    } finally {
      if (this.clock instanceof TestClock) this.clock.detach(this);
    }
  }

  async send<Data extends object>(job: JobType<Data>, data: Data, options: SendOptions = {}): Promise<SendResult> {
    this.registrationOf(job);
    const payload = job.data.parse(data);
    const dueAt = dueTimeOf(options, this.clock.now());
    const jobId = options.key === undefined ? randomUUID() : jobIdForKey(job.name, options.key);
    const boss = await this.started();
    const created = await boss.send(job.name, payload, {
      id: jobId,
      // A string, not a Date: under Jest the Date is from another realm than pg-boss's `instanceof Date`.
      startAfter: dueAt.toISOString(),
      ...(options.key === undefined ? {} : { singletonKey: options.key }),
      ...(options.transaction ? { db: transactionDatabase(options.transaction) } : {}),
    });
    return { jobId, enqueued: created !== null };
  }

  async reschedule(job: JobType, key: string, at: Date): Promise<boolean> {
    this.registrationOf(job);
    const startAfter = dueTimeOf({ at }, this.clock.now()).toISOString();
    const boss = await this.started();
    const result = await boss.update(job.name, undefined, { id: jobIdForKey(job.name, key), startAfter });
    return result.updated > 0;
  }

  async cancel(job: JobType, key: string): Promise<boolean> {
    this.registrationOf(job);
    const boss = await this.started();
    const result = (await boss.cancel(job.name, jobIdForKey(job.name, key))) as { affected?: number };
    return (result.affected ?? 0) > 0;
  }

  /** Per registered queue: jobs due and waiting for a worker, and jobs running (for metrics). */
  async depths(): Promise<QueueDepth[]> {
    const boss = await this.started();
    const names = [...this.registered.keys()];
    const result: { rows: Array<{ name: string; queued: number; active: number }> } = await boss.getDb().executeSql(
      `SELECT name,
              count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= ${this.schema}.job_now())::int AS queued,
              count(*) FILTER (WHERE state = 'active')::int AS active
         FROM ${this.schema}.job
        WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active')
        GROUP BY name`,
      [names],
    );
    const counted = new Map(result.rows.map((row) => [row.name, row]));
    return names.map((queue) => ({
      queue,
      queued: counted.get(queue)?.queued ?? 0,
      active: counted.get(queue)?.active ?? 0,
    }));
  }

  async handlersSettled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Tests only (queue started with a TestClock): wakes every worker, waits for the handlers and pg-boss's
   * own statements, and repeats until no job of this service is due or running. Retries that are due now
   * run too; those due later wait for the clock. Reports the runs since the previous `runDue()`.
   */
  async runDue(): Promise<DueRun> {
    const boss = this.boss;
    const engine = this.testEngine;
    if (!boss || !engine) throw new Error('runDue() needs a job queue started with a TestClock');
    if (!this.workersStarted) throw new Error('runDue(): the workers are not started yet (startWorkers)');
    const deadline = Date.now() + RUN_DUE_LIMIT_MS;
    for (;;) {
      for (const worker of boss.getWipData({ includeInternal: true })) boss.notifyWorker(worker.id);
      await engine.tick(0);
      await this.handlersSettled();
      await engine.tick(0);
      const left = await this.dueOrRunning(boss);
      if (left === 0) break;
      if (Date.now() > deadline) {
        throw new Error(`runDue(): ${left} job(s) still due or running after ${RUN_DUE_LIMIT_MS / 1000} s`);
      }
      await nextTurn();
    }
    const done = this.outcomes;
    this.outcomes = { completed: 0, retried: 0, failed: 0 };
    return done;
  }

  private async open(): Promise<PgBoss> {
    for (const entry of this.registered.values()) entry.handle = this.resolve(entry.registration);
    const { PgBoss: Boss } = await loadPgBoss();
    const engine = this.clock instanceof TestClock ? await this.clock.pgBossClock() : undefined;
    const boss = new Boss({
      connectionString: this.options.databaseUrl,
      schema: this.schema,
      migrate: false,
      createSchema: false,
      max: this.options.poolSize ?? 4,
      application_name: `village-${this.schema}-jobs`,
      ...(engine ? { clock: engine } : {}),
    });
    boss.on('error', (error) => this.logger.error({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => this.logger.warn({ warning: warning.data }, warning.message));
    try {
      await boss.start();
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => undefined);
      throw startError(error, this.schema);
    }
    try {
      for (const [name, { settings }] of this.registered) {
        const { retryDelayMax, ...created } = settings;
        await boss.createQueue(name, retryDelayMax === null ? created : { ...created, retryDelayMax });
        await boss.updateQueue(name, settings);
      }
      await this.syncSchedules(boss);
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => undefined);
      throw error;
    }
    this.boss = boss;
    this.testEngine = engine;
    if (this.clock instanceof TestClock) this.clock.attach(this);
    return boss;
  }

  /** The declared schedules, and no others: a schedule dropped from the service stops firing. */
  private async syncSchedules(boss: PgBoss): Promise<void> {
    const declared = new Set<string>();
    for (const [name, { registration }] of this.registered) {
      const schedule = registration.schedule;
      if (!schedule) continue;
      declared.add(name);
      const data = registration.job.data.parse(schedule.data ?? {});
      await boss.schedule(name, schedule.cron, data, { tz: schedule.timeZone ?? 'UTC', missed: 'once' });
    }
    for (const existing of await boss.getSchedules()) {
      if (!declared.has(existing.name) || existing.key !== '') await boss.unschedule(existing.name, existing.key);
    }
  }

  private async started(): Promise<PgBoss> {
    if (this.boss) return this.boss;
    if (!this.starting) throw new Error(`The job queue of schema "${this.schema}" is not started`);
    return this.starting;
  }

  private registrationOf(job: JobType): Registered {
    const entry = this.registered.get(job.name);
    if (!entry) {
      throw new Error(`No handler for job "${job.name}" in schema "${this.schema}": add it to the service's jobs`);
    }
    return entry;
  }

  private resolve(registration: JobRegistration): JobHandlerFunction<object> {
    const handler = registration.handler;
    if (!isHandlerClass(handler)) return handler;
    if (!this.options.resolveHandler) {
      throw new Error(`Job "${registration.job.name}": a handler class needs resolveHandler (the app's container)`);
    }
    const instance = this.options.resolveHandler(handler);
    return (data, job) => instance.handle(data, job);
  }

  private track<T>(run: Promise<T>): Promise<T> {
    this.inFlight.add(run);
    const forget = () => this.inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  private async runJobs(entry: Registered, jobs: JobWithMetadata<object>[]): Promise<void> {
    for (const job of jobs) await this.runJob(entry, job);
  }

  private async runJob(entry: Registered, job: JobWithMetadata<object>): Promise<void> {
    const context: JobContext = {
      id: job.id,
      name: job.name,
      key: job.singletonKey,
      attempt: job.retryCount + 1,
      maxAttempts: job.retryLimit + 1,
      dueAt: new Date(job.startAfter),
      signal: job.signal,
    };
    const described = { job: context.name, jobId: context.id, key: context.key, attempt: context.attempt };
    try {
      const handle = entry.handle ?? this.resolve(entry.registration);
      await handle(entry.registration.job.data.parse(job.data), context);
      this.outcomes.completed += 1;
      this.options.observer?.completed(context.name);
      this.logger.debug(described, 'job done');
    } catch (error) {
      this.options.observer?.failed(context.name);
      if (context.attempt >= context.maxAttempts) {
        this.outcomes.failed += 1;
        this.logger.error(
          { ...described, err: error },
          `job failed for good after ${context.attempt} attempt(s); it stays in state "failed"`,
        );
      } else {
        this.outcomes.retried += 1;
        this.logger.warn({ ...described, err: error }, 'job failed; it will be retried');
      }
      throw error;
    }
  }

  private async dueOrRunning(boss: PgBoss): Promise<number> {
    const names = [...this.registered.keys(), SCHEDULE_FORWARDING_QUEUE];
    const result: { rows: Array<{ left: number }> } = await boss.getDb().executeSql(
      `SELECT count(*)::int AS left FROM ${this.schema}.job
        WHERE name = ANY($1::text[])
          AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= ${this.schema}.job_now()))`,
      [names],
    );
    return result.rows[0]?.left ?? 0;
  }
}
