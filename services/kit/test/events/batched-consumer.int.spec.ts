import 'reflect-metadata';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { UserRegisteredEvent, type UserRegistered } from '@village/proto';
import { createEnvelope, type EventEnvelope } from '../../src/events/event-envelope';
import { migrateEventLog } from '../../src/events/event-log.data-source';
import { idempotentHandler, type IdempotentOutcome } from '../../src/events/idempotent-consumer';
import { PostgresEventLogTransport } from '../../src/events/postgres-event-log.transport';
import { sleep, uniqueName, waitFor, within } from './event.fixtures';
import { applyToMembers, migratedService, registered, timesApplied } from './service.fixtures';
import { createScratchDatabase, type ScratchDatabase } from './test-database';

/*
 * A consumer group applying batches key by key, with the real idempotent consumer (processed_events in the
 * effect's transaction): stopped in the middle of a batch and started again, every event has had its effect exactly
 * once and each member's events were applied in order.
 */
const silent = pino({ level: 'silent' });
const USERS = 6;
const PER_USER = 20;

let database: ScratchDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  database = await createScratchDatabase('kit_batched');
  await migrateEventLog(database.url);
  dataSource = await migratedService(database.url, 'svc_batched');
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

const bus = (): PostgresEventLogTransport =>
  new PostgresEventLogTransport({
    connectionString: database.url,
    pollIntervalMs: 250,
    retry: { initialDelayMs: 20, maxDelayMs: 200 },
    logger: silent,
  });

it('stopped mid-batch and restarted: each effect exactly once, each key in order', async () => {
  const topic = uniqueName('batched');
  const group = uniqueName('group');
  const events: EventEnvelope[] = [];
  for (let seq = 0; seq < PER_USER; seq += 1) {
    for (let u = 0; u < USERS; u += 1) {
      const user = `user-${u}`;
      events.push({ ...createEnvelope(UserRegisteredEvent, registered(user, `name-${seq}`), { key: user }), topic });
    }
  }
  const publisher = bus();
  await publisher.publish(events);
  await publisher.close();

  const outOfOrder: string[] = [];
  const outcomes: IdempotentOutcome[] = [];
  const apply = idempotentHandler(dataSource, group, UserRegisteredEvent, async (user: UserRegistered, e, manager) => {
    const rows: Array<{ full_name: string }> = await manager.query(
      `SELECT full_name FROM "svc_batched"."members" WHERE user_id = $1`,
      [user.userId],
    );
    const previous = rows[0] ? Number(rows[0].full_name.replace('name-', '')) : -1;
    if (Number(user.fullName.replace('name-', '')) !== previous + 1) outOfOrder.push(`${e.key}:${user.fullName}`);
    await sleep(2);
    await applyToMembers(user, e, manager);
  });
  const handle = async (e: EventEnvelope): Promise<void> => void outcomes.push(await apply(e));
  const total = async (): Promise<number> => {
    const counts = await Promise.all(Array.from({ length: USERS }, (_, u) => timesApplied(dataSource, `user-${u}`)));
    return counts.reduce((sum, n) => sum + n, 0);
  };

  const first = bus();
  const firstRun = await first.subscribe({ group, topics: [topic], handle });
  await waitFor('a third of the events', async () => (await total()) >= 40, 15_000);
  await within('stopping mid-batch', firstRun.close(), 15_000);
  await first.close();
  const appliedFirst = await total();
  expect(appliedFirst).toBeLessThan(USERS * PER_USER);

  const second = bus();
  await second.subscribe({ group, topics: [topic], handle });
  await waitFor('every effect', async () => (await total()) >= USERS * PER_USER, 15_000);
  await sleep(300); // a late redelivery would show up now
  await second.close();

  for (let u = 0; u < USERS; u += 1) expect(await timesApplied(dataSource, `user-${u}`)).toBe(PER_USER);
  expect(outOfOrder).toEqual([]);
  const processed: Array<{ n: number }> = await dataSource.query(
    `SELECT count(*)::int AS n FROM "svc_batched"."processed_events" WHERE consumer_group = $1`,
    [group],
  );
  expect(processed[0].n).toBe(USERS * PER_USER);
  expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(USERS * PER_USER);
});
