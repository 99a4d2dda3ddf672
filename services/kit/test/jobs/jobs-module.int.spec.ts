import 'reflect-metadata';
import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  CLOCK,
  days,
  handleJob,
  JOB_QUEUE,
  JobsModule,
  migrateJobQueue,
  type TestClock,
  type Clock,
  type JobContext,
  type JobHandler,
  type JobQueue,
} from '../../src/jobs';
import {
  DeleteDocumentJob,
  SERVICE_SCHEMA,
  capturedLog,
  clockAtStart,
  query,
  testDatabaseUrl,
} from './job-queue.fixtures';

@Injectable()
class DocumentStore {
  readonly deleted: Array<{ documentId: string; at: Date }> = [];
}

/** A use case that sends a job (injects the queue and the clock). */
@Injectable()
class ScheduleDocumentDeletion {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(documentId: string): Promise<Date> {
    const at = new Date(this.clock.now().getTime() + days(30));
    await this.jobs.send(DeleteDocumentJob, { documentId }, { at, key: documentId });
    return at;
  }
}

/** A handler class: resolved from the application, with its own dependencies. */
@Injectable()
class DeleteDocumentHandler implements JobHandler<{ documentId: string }> {
  constructor(
    private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle({ documentId }: { documentId: string }, _job: JobContext): Promise<void> {
    this.store.deleted.push({ documentId, at: this.clock.now() });
  }
}

function serviceModule(clock: TestClock) {
  @Module({
    imports: [
      JobsModule.forRoot({
        databaseUrl: testDatabaseUrl(),
        schema: SERVICE_SCHEMA,
        jobs: [handleJob(DeleteDocumentJob, DeleteDocumentHandler)],
        clock,
        logger: capturedLog().logger,
      }),
    ],
    providers: [DocumentStore, ScheduleDocumentDeletion, DeleteDocumentHandler],
  })
  class ServiceModule {}
  return ServiceModule;
}

const openJobConnections = async () =>
  (
    await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'village-media-jobs'`,
    )
  )[0].count;

describe('JobsModule in a service', () => {
  beforeAll(async () => {
    await migrateJobQueue(testDatabaseUrl(), SERVICE_SCHEMA);
  });

  it('runs a job a use case sent, through a handler class, when the test clock passes its time', async () => {
    const clock = clockAtStart();
    const app = await NestFactory.createApplicationContext(serviceModule(clock), { logger: false });
    try {
      expect(app.get(CLOCK)).toBe(clock);
      const due = await app.get(ScheduleDocumentDeletion).execute('doc-1');
      expect(due).toEqual(new Date('2030-01-31T00:00:00Z'));

      await clock.advance(days(30));
      await clock.runDue();

      expect(app.get(DocumentStore).deleted).toEqual([{ documentId: 'doc-1', at: due }]);
      expect(await openJobConnections()).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
    expect(await openJobConnections()).toBe(0);
  });
});
