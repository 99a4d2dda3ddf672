import { Module, type DynamicModule, type Provider, type Type } from '@nestjs/common';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../jobs/clock.port';
import { isHandlerClass, type JobRegistration } from '../jobs/job-definition';
import { JobsModule } from '../jobs/jobs.module';
import type { JobRunObserver } from '../jobs/job-run.observer';

/** `CLOCK` for a service without jobs (with jobs, `JobsModule` provides it), global as it is there. */
@Module({})
class ServiceClockModule {
  static forRoot(clock: Clock): DynamicModule {
    return {
      module: ServiceClockModule,
      global: true,
      providers: [{ provide: CLOCK, useValue: clock }],
      exports: [CLOCK],
    };
  }
}

export interface ServiceJobsInput {
  databaseUrl: string;
  schema: string;
  jobs: readonly JobRegistration[];
  /** The service's own providers: a handler class listed there is not added twice. */
  providers: readonly Provider[];
  clock: Clock;
  logger: Logger;
  /** Connections the queue's pool may open (JOB_QUEUE_DB_POOL_MAX). */
  poolSize?: number;
  observer?: JobRunObserver;
}

/**
 * What a service's jobs add to its module: the job queue in its schema (which also provides `CLOCK`) and the
 * handler classes as providers; without jobs, only `CLOCK`.
 */
export function serviceJobs(input: ServiceJobsInput): { module: DynamicModule; providers: Provider[] } {
  const { databaseUrl, schema, jobs, clock, logger, poolSize, observer } = input;
  if (jobs.length === 0) return { module: ServiceClockModule.forRoot(clock), providers: [] };
  const handlers = new Set<Type>();
  for (const { handler } of jobs) {
    if (isHandlerClass(handler) && !input.providers.includes(handler)) handlers.add(handler);
  }
  return {
    module: JobsModule.forRoot({ databaseUrl, schema, jobs, clock, logger, poolSize, observer }),
    providers: [...handlers],
  };
}
