import 'reflect-metadata';
import { Injectable, type DynamicModule, type Provider } from '@nestjs/common';
import pino from 'pino';
import { z } from 'zod';
import { describeJobQueueMigration } from './migrate-service';
import { CLOCK } from '../jobs/clock.port';
import { defineJob, handleJob, type JobHandler, type JobRegistration } from '../jobs/job-definition';
import { JOBS_MODULE_OPTIONS, JobsModule } from '../jobs/jobs.module';
import { TestClock } from '../jobs/test-clock';
import { serviceJobs } from './service-jobs';

const SweepJob = defineJob('sweep', z.object({}));

@Injectable()
class SweepHandler implements JobHandler<object> {
  async handle(): Promise<void> {}
}

@Injectable()
class UseCase {}

const clock = new TestClock();
const logger = pino({ level: 'silent' });
const wire = (jobs: readonly JobRegistration[], providers: Provider[] = [UseCase]) =>
  serviceJobs({ databaseUrl: 'postgres://media@127.0.0.1/village', schema: 'media', jobs, providers, clock, logger });

const providedValue = (module: DynamicModule, token: unknown): unknown =>
  (module.providers?.find((entry) => (entry as { provide?: unknown }).provide === token) as { useValue?: unknown })
    ?.useValue;

describe("a service's jobs", () => {
  it("start the job queue in the service's schema, with the jobs, the clock and the logger", () => {
    const jobs = [handleJob(SweepJob, SweepHandler, { schedule: { cron: '*/10 * * * *' } })];
    const { module } = wire(jobs);

    expect(module.module).toBe(JobsModule);
    expect(providedValue(module, JOBS_MODULE_OPTIONS)).toEqual({
      databaseUrl: 'postgres://media@127.0.0.1/village',
      schema: 'media',
      jobs,
      clock,
      logger,
    });
  });

  it('make their handler classes providers, once, without the service listing them', () => {
    expect(wire([handleJob(SweepJob, SweepHandler)]).providers).toEqual([SweepHandler]);
    expect(wire([handleJob(SweepJob, SweepHandler)], [UseCase, SweepHandler]).providers).toEqual([]);
    expect(wire([handleJob(SweepJob, async () => undefined)]).providers).toEqual([]);
  });

  it('when there are none, leave out the queue and still provide the clock, globally', () => {
    const { module, providers } = wire([]);

    expect(module.module).not.toBe(JobsModule);
    expect(module).toMatchObject({ global: true, exports: [CLOCK] });
    expect(providedValue(module, CLOCK)).toBe(clock);
    expect(providers).toEqual([]);
  });
});

describe("the migrate step's line about the job queue", () => {
  it('says whether it installed, upgraded or left the tables', () => {
    expect(describeJobQueueMigration({ schema: 'media', from: null, to: 27 })).toBe('job queue installed (version 27)');
    expect(describeJobQueueMigration({ schema: 'media', from: 26, to: 27 })).toBe(
      'job queue upgraded from version 26 to 27',
    );
    expect(describeJobQueueMigration({ schema: 'media', from: 27, to: 27 })).toBe(
      'job queue is up to date (version 27)',
    );
  });
});
