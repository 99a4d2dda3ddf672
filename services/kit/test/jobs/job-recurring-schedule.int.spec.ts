import { days, handleJob, hours, minutes, type TestClock } from '../../src/jobs';
import {
  SERVICE_SCHEMA,
  SweepJob,
  clockAtStart,
  jobQueueForTests,
  query,
  startQueue,
  stopQueues,
} from './job-queue.fixtures';

describe('a job with a recurring schedule', () => {
  const sweeps: Date[] = [];
  let clock: TestClock;

  jobQueueForTests('all');

  beforeAll(async () => {
    clock = clockAtStart();
    const sweep = async () => {
      sweeps.push(clock.now());
    };
    await startQueue({ clock, jobs: [handleJob(SweepJob, sweep, { schedule: { cron: '0 3 * * *' } })] });
  });

  it('fires at each occurrence once the clock reaches it', async () => {
    await clock.runDue();
    await clock.advance(hours(2) + minutes(59));
    await clock.runDue();
    expect(sweeps).toEqual([]);

    await clock.advance(minutes(2));
    expect(await clock.runDue()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(sweeps).toEqual([new Date('2030-01-01T03:01:00Z')]);

    await clock.advance(days(1));
    await clock.runDue();
    expect(sweeps).toHaveLength(2);
  });

  it('fires once, not once per occurrence, after a stretch when no replica ran', async () => {
    await clock.advance(days(10) + hours(12));
    expect(await clock.runDue()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(sweeps).toHaveLength(3);
  });

  it('stops firing once the service no longer declares it', async () => {
    await stopQueues();
    await startQueue({ clock, jobs: [handleJob(SweepJob, async () => undefined)] });
    expect(await query(`SELECT name FROM ${SERVICE_SCHEMA}.schedule`)).toEqual([]);
    await clock.advance(days(2));
    expect(await clock.runDue()).toEqual({ completed: 0, retried: 0, failed: 0 });
    expect(sweeps).toHaveLength(3);
  });
});
