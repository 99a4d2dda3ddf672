import {
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type InjectionToken,
  type ModuleMetadata,
  type OnApplicationBootstrap,
  type OnModuleInit,
  type OptionalFactoryDependency,
  type Provider,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Logger } from 'pino';
import { CLOCK, systemClock, type Clock } from './clock.port';
import type { JobRegistration } from './job-definition';
import { JOB_QUEUE } from './job-queue.port';
import type { JobRunObserver } from './job-run.observer';
import { PgBossJobQueue } from './pg-boss.job-queue';

export interface JobsModuleOptions {
  /** The service's DATABASE_URL. */
  databaseUrl: string;
  /** The service's schema (its migrate step ran `migrateJobQueue` on it). */
  schema: string;
  /** The service's jobs: `handleJob(Type, handler, { schedule, retry, ... })`. */
  jobs: readonly JobRegistration[];
  /** Default: the system clock; integration tests pass a `TestClock`. */
  clock?: Clock;
  logger?: Logger;
  pollingIntervalSeconds?: number;
  poolSize?: number;
  /** Told of every job run's outcome (metrics). */
  observer?: JobRunObserver;
}

export interface JobsModuleAsyncOptions extends Pick<ModuleMetadata, 'imports'> {
  inject?: Array<InjectionToken | OptionalFactoryDependency>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Nest's own factory providers
  useFactory: (...args: any[]) => JobsModuleOptions | Promise<JobsModuleOptions>;
}

export const JOBS_MODULE_OPTIONS = Symbol('JOBS_MODULE_OPTIONS');

/**
 * Opens the queue before any bootstrap hook runs (so consumers can send), starts the workers once the
 * application is up, and stops them before it closes (running handlers finish first).
 */
export class JobsLifecycle implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(private readonly queue: PgBossJobQueue) {}

  async onModuleInit(): Promise<void> {
    await this.queue.start();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.startWorkers();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.stop();
  }
}

/**
 * A service's job queue and clock, global: inject `JOB_QUEUE` (a `JobQueue`) to send jobs and `CLOCK`
 * (a `Clock`) to read the time. Handler classes in `jobs` must be providers of the application.
 *
 *   JobsModule.forRoot({ databaseUrl: env.DATABASE_URL, schema: 'media', jobs: mediaJobs, clock })
 */
@Module({})
export class JobsModule {
  static forRoot(options: JobsModuleOptions): DynamicModule {
    return JobsModule.build({ provide: JOBS_MODULE_OPTIONS, useValue: options }, []);
  }

  /** When the options need providers (the validated env). Handlers should be classes, not closures over
   * providers that inject JOB_QUEUE themselves: that would be a dependency cycle. */
  static forRootAsync(options: JobsModuleAsyncOptions): DynamicModule {
    return JobsModule.build(
      { provide: JOBS_MODULE_OPTIONS, useFactory: options.useFactory, inject: options.inject ?? [] },
      options.imports ?? [],
    );
  }

  private static build(optionsProvider: Provider, imports: NonNullable<ModuleMetadata['imports']>): DynamicModule {
    return {
      module: JobsModule,
      global: true,
      imports,
      providers: [
        optionsProvider,
        {
          provide: PgBossJobQueue,
          useFactory: (options: JobsModuleOptions, moduleRef: ModuleRef) =>
            new PgBossJobQueue({ ...options, resolveHandler: (handler) => moduleRef.get(handler, { strict: false }) }),
          inject: [JOBS_MODULE_OPTIONS, ModuleRef],
        },
        { provide: JOB_QUEUE, useExisting: PgBossJobQueue },
        {
          provide: CLOCK,
          useFactory: (options: JobsModuleOptions): Clock => options.clock ?? systemClock,
          inject: [JOBS_MODULE_OPTIONS],
        },
        {
          provide: JobsLifecycle,
          useFactory: (queue: PgBossJobQueue) => new JobsLifecycle(queue),
          inject: [PgBossJobQueue],
        },
      ],
      exports: [JOB_QUEUE, CLOCK, PgBossJobQueue],
    };
  }
}
