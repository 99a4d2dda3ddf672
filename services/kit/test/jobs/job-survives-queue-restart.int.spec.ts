import { handleJob, hours, minutes, seconds } from '../../src/jobs';
import {
  DeleteDocumentJob,
  clockAtStart,
  jobQueueForTests,
  jobRows,
  startQueue,
  stopQueues,
} from './job-queue.fixtures';

describe('a job the queue has acknowledged', () => {
  jobQueueForTests('each');

  it('runs after the queue that took it has stopped and another has started', async () => {
    const clock = clockAtStart();
    const before = await startQueue({ clock, jobs: [handleJob(DeleteDocumentJob, async () => undefined)] });
    await before.send(DeleteDocumentJob, { documentId: 'doc-1' }, { delayMs: hours(1), key: 'doc-1' });
    await stopQueues();

    const handled: string[] = [];
    const record = async ({ documentId }: { documentId: string }) => {
      handled.push(documentId);
    };
    await startQueue({ clock, jobs: [handleJob(DeleteDocumentJob, record)] });
    await clock.advance(hours(1));
    expect(await clock.runDue()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(handled).toEqual(['doc-1']);
  });

  it('runs again in the next queue when the queue running it stops before its handler returns', async () => {
    const clock = clockAtStart();
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const hangs = async () => stuck;
    const retry = { retries: 3, delayMs: minutes(1), backoff: false };
    const first = await startQueue({
      clock,
      stopTimeoutMs: seconds(1),
      jobs: [handleJob(DeleteDocumentJob, hangs, { retry })],
    });
    await first.send(DeleteDocumentJob, { documentId: 'doc-2' }, { key: 'doc-2' });
    await clock.advance(seconds(2)); // the worker's next poll takes the job; its handler never returns
    expect((await jobRows('delete-document')).find((row) => row.singleton_key === 'doc-2')?.state).toBe('active');
    await first.stop();
    release();

    const handled: Array<[string, number]> = [];
    const record = async ({ documentId }: { documentId: string }, job: { attempt: number }) => {
      handled.push([documentId, job.attempt]);
    };
    await startQueue({ clock, jobs: [handleJob(DeleteDocumentJob, record, { retry })] });
    await clock.advance(minutes(1));
    await clock.runDue();
    expect(handled).toEqual([['doc-2', 2]]);
  });
});
