import { handleJob, migrateJobQueue } from '../../src/jobs';
import {
  DeleteDocumentJob,
  SERVICE_SCHEMA,
  jobRows,
  startQueue,
  stopQueues,
  testDatabaseUrl,
} from './job-queue.fixtures';

describe('the job workers on the system clock (as in production)', () => {
  beforeAll(async () => {
    await migrateJobQueue(testDatabaseUrl(), SERVICE_SCHEMA);
  });

  afterAll(stopQueues);

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
