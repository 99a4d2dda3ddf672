import { z } from 'zod';
import { defineJob, handleJob, isHandlerClass, type JobContext, type JobHandler } from './job-definition';

const Payload = z.object({ documentId: z.string() });

describe('defineJob', () => {
  it('accepts lower-case names made of words, dashes and dotted parts', () => {
    for (const name of ['sweep', 'delete-document', 'posts.publish', 'posts.publish-scheduled', 'matches2']) {
      expect(defineJob(name, Payload).name).toBe(name);
    }
  });

  it('refuses names pg-boss or a reader would trip over', () => {
    for (const name of ['', 'Delete', 'delete_document', '-x', 'x-', 'a..b', 'a b', '__pgboss__send-it']) {
      expect(() => defineJob(name, Payload)).toThrow(`Job name "${name}" must be lower-case words`);
    }
  });
});

describe('handleJob', () => {
  const DocumentJob = defineJob('delete-document', Payload);

  it('keeps the handler and the options of one job', () => {
    const handler = async () => undefined;
    const registration = handleJob(DocumentJob, handler, { schedule: { cron: '0 3 * * *' }, concurrency: 2 });
    expect(registration).toEqual({ job: DocumentJob, handler, schedule: { cron: '0 3 * * *' }, concurrency: 2 });
  });

  it('tells a handler class from a handler function', () => {
    class DeleteDocument implements JobHandler<z.infer<typeof Payload>> {
      async handle(_data: z.infer<typeof Payload>, _job: JobContext): Promise<void> {}
    }
    expect(isHandlerClass(DeleteDocument)).toBe(true);
    expect(isHandlerClass(async () => undefined)).toBe(false);
    expect(
      isHandlerClass(async function named() {
        return undefined;
      }),
    ).toBe(false);
  });
});
