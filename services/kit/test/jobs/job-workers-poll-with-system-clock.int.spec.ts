import { handleJob } from '../../src/jobs';
import { DeleteDocumentJob, jobQueueForTests, jobRows, startQueue, stopQueues } from './job-queue.fixtures';

describe('the job workers on the system clock (as in production)', () => {
  jobQueueForTests('all');

  it('pick up a job sent now by polling, and complete it', async () => {
    let handled!: (documentId: string) => void;
    const ran = new Promise<string>((resolve) => (handled = resolve));
    const queue = await startQueue({
      pollingIntervalSeconds: 0.5,
      jobs: [handleJob(DeleteDocumentJob, async ({ documentId }) => handled(documentId))],
    });

    await queue.send(DeleteDocumentJob, { documentId: 'doc-now' });

    expect(await ran).toBe('doc-now');
    await stopQueues();
    expect((await jobRows('delete-document')).map((row) => row.state)).toEqual(['completed']);
  });
});
