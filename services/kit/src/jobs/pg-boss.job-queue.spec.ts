import { z } from 'zod';
import { defineJob, handleJob } from './job-definition';
import { PgBossJobQueue } from './pg-boss.job-queue';

const DocumentJob = defineJob('delete-document', z.object({ documentId: z.string() }));
const SweepJob = defineJob('sweep', z.object({ olderThanDays: z.number() }));
const noop = async () => undefined;
const base = { databaseUrl: 'postgres://nowhere/none', schema: 'media' };

describe('PgBossJobQueue (before it starts)', () => {
  it('refuses an unsafe schema name', () => {
    expect(() => new PgBossJobQueue({ ...base, schema: 'media; drop', jobs: [] })).toThrow(
      'Unsafe schema name for the job queue: "media; drop"',
    );
  });

  it('refuses a job registered twice', () => {
    expect(
      () => new PgBossJobQueue({ ...base, jobs: [handleJob(DocumentJob, noop), handleJob(DocumentJob, noop)] }),
    ).toThrow('Job "delete-document" is registered twice in schema "media"');
  });

  it("refuses a schedule whose data does not match the job's schema", () => {
    expect(
      () => new PgBossJobQueue({ ...base, jobs: [handleJob(SweepJob, noop, { schedule: { cron: '0 3 * * *' } })] }),
    ).toThrow(`Job "sweep": the schedule's data does not match the job's schema`);
  });

  it('refuses a concurrency below one', () => {
    expect(() => new PgBossJobQueue({ ...base, jobs: [handleJob(DocumentJob, noop, { concurrency: 0 })] })).toThrow(
      'Job "delete-document": concurrency must be a whole number of 1 or more',
    );
  });

  it('refuses to send a job it has no handler for, and any job before it starts', async () => {
    const queue = new PgBossJobQueue({ ...base, jobs: [handleJob(DocumentJob, noop)] });
    await expect(queue.send(SweepJob, { olderThanDays: 1 })).rejects.toThrow(
      `No handler for job "sweep" in schema "media": add it to the service's jobs`,
    );
    await expect(queue.send(DocumentJob, { documentId: 'd1' })).rejects.toThrow(
      'The job queue of schema "media" is not started',
    );
  });

  it('refuses a payload that does not match the job type', async () => {
    const queue = new PgBossJobQueue({ ...base, jobs: [handleJob(DocumentJob, noop)] });
    await expect(queue.send(DocumentJob, { documentId: 7 } as unknown as { documentId: string })).rejects.toThrow(
      'expected string',
    );
  });

  it('says runDue needs a queue started with a TestClock', async () => {
    const queue = new PgBossJobQueue({ ...base, jobs: [] });
    await expect(queue.runDue()).rejects.toThrow('runDue() needs a job queue started with a TestClock');
  });
});
