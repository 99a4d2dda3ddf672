import { DataSource } from 'typeorm';
import { days, handleJob, type JobContext, type PgBossJobQueue, type TestClock } from '../../src/jobs';
import {
  DeleteDocumentJob,
  clockAtStart,
  jobQueueForTests,
  jobRows,
  startQueue,
  testDatabaseUrl,
} from './job-queue.fixtures';

interface Run {
  documentId: string;
  ranAt: Date;
  dueAt: Date;
  attempt: number;
}

describe('a job sent for a later time', () => {
  let clock: TestClock;
  let queue: PgBossJobQueue;
  let runs: Run[];

  jobQueueForTests('each');

  beforeEach(async () => {
    runs = [];
    clock = clockAtStart();
    const record = async (data: { documentId: string }, job: JobContext) => {
      runs.push({ documentId: data.documentId, ranAt: clock.now(), dueAt: job.dueAt, attempt: job.attempt });
    };
    queue = await startQueue({ clock, jobs: [handleJob(DeleteDocumentJob, record)] });
  });

  it('runs only once the clock has passed its time, in the service schema', async () => {
    const sent = await queue.send(DeleteDocumentJob, { documentId: 'doc-1' }, { delayMs: days(30) });
    expect(sent.enqueued).toBe(true);

    expect(await clock.runDue()).toEqual({ completed: 0, retried: 0, failed: 0 });
    await clock.advance(days(30) - 1000);
    expect(await clock.runDue()).toEqual({ completed: 0, retried: 0, failed: 0 });
    expect(runs).toEqual([]);
    expect((await jobRows('delete-document')).map((row) => row.state)).toEqual(['created']);

    await clock.advance(1000);
    expect(await clock.runDue()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(runs).toEqual([
      {
        documentId: 'doc-1',
        ranAt: new Date('2030-01-31T00:00:00Z'),
        dueAt: new Date('2030-01-31T00:00:00Z'),
        attempt: 1,
      },
    ]);
    expect((await jobRows('delete-document')).map((row) => row.state)).toEqual(['completed']);
  });

  it('runs a job sent for now at the next runDue, without moving the clock', async () => {
    await queue.send(DeleteDocumentJob, { documentId: 'doc-2' });
    expect(await clock.runDue()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(runs.map((run) => [run.documentId, run.ranAt])).toEqual([['doc-2', new Date('2030-01-01T00:00:00Z')]]);
  });

  it('runs at the time it was moved to, and never once cancelled', async () => {
    const at = new Date('2030-01-10T00:00:00Z');
    await queue.send(DeleteDocumentJob, { documentId: 'moved' }, { at, key: 'moved' });
    await queue.send(DeleteDocumentJob, { documentId: 'cancelled' }, { at, key: 'cancelled' });
    expect(await queue.reschedule(DeleteDocumentJob, 'moved', new Date('2030-01-20T00:00:00Z'))).toBe(true);
    expect(await queue.cancel(DeleteDocumentJob, 'cancelled')).toBe(true);
    expect(await queue.cancel(DeleteDocumentJob, 'never-sent')).toBe(false);

    await clock.setTime(new Date('2030-01-15T00:00:00Z'));
    await clock.runDue();
    expect(runs).toEqual([]);
    await clock.setTime(new Date('2030-01-20T00:00:00Z'));
    await clock.runDue();
    expect(runs.map((run) => run.documentId)).toEqual(['moved']);
    expect(await queue.reschedule(DeleteDocumentJob, 'moved', new Date('2030-02-01T00:00:00Z'))).toBe(false);
    const keyed = (await jobRows('delete-document')).filter((row) => row.singleton_key !== null);
    expect(keyed.map((row) => [row.singleton_key, row.state]).sort()).toEqual([
      ['cancelled', 'cancelled'],
      ['moved', 'completed'],
    ]);
  });

  it("is enqueued with the sender's transaction: not at all when it rolls back", async () => {
    const dataSource = new DataSource({ type: 'postgres', url: testDatabaseUrl(), extra: { max: 1 } });
    await dataSource.initialize();
    try {
      await expect(
        dataSource.transaction(async (manager) => {
          await queue.send(DeleteDocumentJob, { documentId: 'rolled-back' }, { transaction: manager });
          throw new Error('the use case failed after sending');
        }),
      ).rejects.toThrow('the use case failed after sending');
      await dataSource.transaction(async (manager) => {
        await queue.send(DeleteDocumentJob, { documentId: 'committed' }, { transaction: manager });
      });
    } finally {
      await dataSource.destroy();
    }
    await clock.runDue();
    expect(runs.map((run) => run.documentId)).toEqual(['committed']);
  });
});
