import pg from 'pg';
import { PgBoss } from 'pg-boss';

const BOOKINGS_SCHEMA = 'bookings';
const COMPLETION_JOB = 'complete-bookings';
const DONE_WAIT_MS = 20_000;
const POLL_MS = 250;

function stackDatabaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error('E2E_DATABASE_URL is not set: this test needs the stack tests/e2e/stack.global-setup.ts starts');
  return url;
}

/**
 * Lets a booking's day pass as if the calendar had moved on: its day becomes yesterday, then bookings' own
 * completion job (the one its schedule runs every 15 minutes) runs at once. Resolves when that run has finished.
 */
export async function bookedDayPasses(bookingId: string): Promise<void> {
  const client = new pg.Client({ connectionString: stackDatabaseUrl() });
  await client.connect();
  try {
    const moved = await client.query(
      `UPDATE ${BOOKINGS_SCHEMA}.bookings SET booking_date = (now() AT TIME ZONE 'Europe/London')::date - 1 WHERE id = $1`,
      [bookingId],
    );
    if (moved.rowCount !== 1) throw new Error(`no booking ${bookingId} in the stack's database`);
  } finally {
    await client.end();
  }

  const boss = new PgBoss({
    connectionString: stackDatabaseUrl(),
    schema: BOOKINGS_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  try {
    const jobId = await boss.send(COMPLETION_JOB, {});
    if (!jobId) throw new Error('the completion job was not queued');
    const deadline = Date.now() + DONE_WAIT_MS;
    for (;;) {
      const job = await boss.getJobById(COMPLETION_JOB, jobId);
      if (job?.state === 'completed') return;
      if (job?.state === 'failed' || Date.now() > deadline) {
        throw new Error(`the completion job ended ${job?.state ?? 'missing'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await boss.stop({ graceful: false });
  }
}
