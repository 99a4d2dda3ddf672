import { days, handleJob, type PgBossJobQueue, type TestClock } from '../../src/jobs';
import { DeleteDocumentJob, clockAtStart, jobQueueForTests, jobRows, startQueue } from './job-queue.fixtures';

describe('a job sent with a key', () => {
  let clock: TestClock;
  let queue: PgBossJobQueue;
  const deleted: string[] = [];

  jobQueueForTests('all');

  beforeAll(async () => {
    clock = clockAtStart();
    const remove = async ({ documentId }: { documentId: string }) => {
      deleted.push(documentId);
    };
    queue = await startQueue({ clock, jobs: [handleJob(DeleteDocumentJob, remove)] });
  });

  it('is enqueued once however often it is sent, and runs once', async () => {
    const at = new Date('2030-01-31T00:00:00Z');
    const first = await queue.send(DeleteDocumentJob, { documentId: 'doc-1' }, { at, key: 'doc-1' });
    const again = await queue.send(DeleteDocumentJob, { documentId: 'doc-1' }, { at, key: 'doc-1' });
    const sooner = await queue.send(DeleteDocumentJob, { documentId: 'doc-1' }, { key: 'doc-1' });
    const other = await queue.send(DeleteDocumentJob, { documentId: 'doc-2' }, { at, key: 'doc-2' });

    expect(first.enqueued).toBe(true);
    expect([again, sooner]).toEqual([
      { jobId: first.jobId, enqueued: false },
      { jobId: first.jobId, enqueued: false },
    ]);
    expect(other.enqueued).toBe(true);
    const rows = await jobRows('delete-document');
    expect(rows.map((row) => [row.singleton_key, row.start_after]).sort()).toEqual([
      ['doc-1', at],
      ['doc-2', at],
    ]);

    await clock.advance(days(30));
    expect(await clock.runDue()).toEqual({ completed: 2, retried: 0, failed: 0 });
    expect(deleted.sort()).toEqual(['doc-1', 'doc-2']);
  });

  it('is still not enqueued again once it has run (the key holds while the finished job is kept)', async () => {
    const late = await queue.send(DeleteDocumentJob, { documentId: 'doc-1' }, { key: 'doc-1' });
    expect(late.enqueued).toBe(false);
    await clock.advance(days(1));
    expect(await clock.runDue()).toEqual({ completed: 0, retried: 0, failed: 0 });
    expect((await jobRows('delete-document')).filter((row) => row.singleton_key === 'doc-1')).toHaveLength(1);
  });
});
