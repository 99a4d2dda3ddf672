import { handleJob, minutes, type JobContext, type PgBossJobQueue, type TestClock } from '../../src/jobs';
import {
  DeleteDocumentJob,
  capturedLog,
  clockAtStart,
  jobQueueForTests,
  jobRows,
  startQueue,
  type CapturedLog,
} from './job-queue.fixtures';

describe('a job whose handler fails', () => {
  let clock: TestClock;
  let queue: PgBossJobQueue;
  let log: CapturedLog;
  let attempts: Array<{ documentId: string; attempt: number; maxAttempts: number }>;
  /** What the queue tells its observer (the metrics' job counters), by queue. */
  const observed = { completed: [] as string[], failed: [] as string[] };

  jobQueueForTests('all');

  beforeAll(async () => {
    attempts = [];
    log = capturedLog();
    clock = clockAtStart();
    const storageDown = async ({ documentId }: { documentId: string }, job: JobContext) => {
      attempts.push({ documentId, attempt: job.attempt, maxAttempts: job.maxAttempts });
      if (documentId === 'always' || job.attempt === 1) throw new Error('object storage is down');
    };
    queue = await startQueue({
      clock,
      logger: log.logger,
      jobs: [handleJob(DeleteDocumentJob, storageDown, { retry: { retries: 2, delayMs: minutes(1), backoff: false } })],
      observer: {
        completed: (queueName) => observed.completed.push(queueName),
        failed: (queueName) => observed.failed.push(queueName),
      },
    });
  });

  it('is retried after the retry delay, then marked failed and logged once retries are spent', async () => {
    const { jobId } = await queue.send(DeleteDocumentJob, { documentId: 'always' });

    expect(await clock.runDue()).toEqual({ completed: 0, retried: 1, failed: 0 });
    expect((await jobRows('delete-document')).map((row) => [row.state, row.retry_count])).toEqual([['retry', 0]]);
    expect(await clock.runDue()).toEqual({ completed: 0, retried: 0, failed: 0 });

    await clock.advance(minutes(1));
    expect(await clock.runDue()).toEqual({ completed: 0, retried: 1, failed: 0 });
    await clock.advance(minutes(1));
    expect(await clock.runDue()).toEqual({ completed: 0, retried: 0, failed: 1 });

    expect(attempts).toEqual([1, 2, 3].map((attempt) => ({ documentId: 'always', attempt, maxAttempts: 3 })));
    const [row] = await jobRows('delete-document');
    expect([row.state, row.retry_count, row.output?.message]).toEqual(['failed', 2, 'object storage is down']);
    await clock.advance(minutes(60));
    expect(await clock.runDue()).toEqual({ completed: 0, retried: 0, failed: 0 });

    const failures = log.lines.filter((line) => line.jobId === jobId && line.level === 50);
    expect(failures.map((line) => line.msg)).toEqual([
      'job failed for good after 3 attempt(s); it stays in state "failed"',
    ]);
    expect(failures[0]).toMatchObject({
      job: 'delete-document',
      schema: 'media',
      err: { message: 'object storage is down' },
    });
    expect(log.lines.filter((line) => line.jobId === jobId && line.level === 40)).toHaveLength(2);
    expect(observed).toEqual({ completed: [], failed: ['delete-document', 'delete-document', 'delete-document'] });
  });

  it('completes on a retry that succeeds', async () => {
    attempts.length = 0;
    await queue.send(DeleteDocumentJob, { documentId: 'flaky' }, { key: 'flaky' });
    expect(await clock.runDue()).toEqual({ completed: 0, retried: 1, failed: 0 });
    await clock.advance(minutes(1));
    expect(await clock.runDue()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(attempts.map((attempt) => attempt.attempt)).toEqual([1, 2]);
    const flaky = (await jobRows('delete-document')).find((row) => row.singleton_key === 'flaky');
    expect(flaky?.state).toBe('completed');
    expect(observed.completed).toEqual(['delete-document']);
    expect(observed.failed).toHaveLength(4);
  });
});
