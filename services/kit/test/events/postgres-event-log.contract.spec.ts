import { Client } from 'pg';
import pino from 'pino';
import { createEventLogDataSource, migrateEventLog } from '../../src/events/event-log.data-source';
import type { EventEnvelope } from '../../src/events/event-envelope';
import { PostgresEventLogTransport } from '../../src/events/postgres-event-log.transport';
import { describeEventTransportContract } from './event-transport.contract';
import { probe, seqOf, sleep, uniqueName, waitFor } from './event.fixtures';
import { createScratchDatabase, type ScratchDatabase } from './test-database';

const silent = pino({ level: 'silent' });
let database: ScratchDatabase;

beforeAll(async () => {
  database = await createScratchDatabase('kit_eventlog');
  await migrateEventLog(database.url);
});

afterAll(async () => {
  await database?.drop();
});

type Overrides = { pollIntervalMs?: number; applicationName?: string };
const transport = (overrides: Overrides = {}): PostgresEventLogTransport =>
  new PostgresEventLogTransport({
    connectionString: database.url,
    applicationName: overrides.applicationName,
    pollIntervalMs: overrides.pollIntervalMs ?? 250,
    retry: { initialDelayMs: 20, maxDelayMs: 200 },
    logger: silent,
  });

describeEventTransportContract('Postgres event log', async () => transport());

describe('Postgres event log specifics', () => {
  const open: PostgresEventLogTransport[] = [];
  const bus = (overrides?: Overrides): PostgresEventLogTransport => {
    const created = transport(overrides);
    open.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((t) => t.close()));
  });

  it('never lets a consumer pass over an event committed late by a concurrent appender', async () => {
    const topic = uniqueName('eventlog');
    const received: EventEnvelope[] = [];
    await bus().subscribe({ group: uniqueName('group'), topics: [topic], handle: async (e) => void received.push(e) });

    // 8 publishers race on one topic while the consumer reads.
    const publishers = Array.from({ length: 8 }, () => bus());
    await Promise.all(
      publishers.map(async (publisher, p) => {
        for (let i = 0; i < 25; i += 1) await publisher.publish([probe(topic, `p${p}`, p * 100 + i)]);
      }),
    );

    await waitFor('200 events', () => received.length >= 200);
    await sleep(300);
    expect(received).toHaveLength(200);
    for (let p = 0; p < 8; p += 1) {
      expect(received.filter((e) => e.key === `p${p}`).map(seqOf)).toEqual(
        Array.from({ length: 25 }, (_, i) => p * 100 + i),
      );
    }
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ offset: string }>(
        `SELECT "offset" FROM eventlog.events WHERE topic = $1 ORDER BY "offset"`,
        [topic],
      );
      expect(rows.map((row) => Number(row.offset))).toEqual(Array.from({ length: 200 }, (_, i) => i));
    } finally {
      await client.end();
    }
  });

  it('does not append an event twice when it is published again (relay crash between publish and delete)', async () => {
    const topic = uniqueName('eventlog');
    const publisher = bus();
    const first = probe(topic, 'k', 0);
    const second = probe(topic, 'k', 1);
    await publisher.publish([first]);
    await publisher.publish([first, second]);
    await publisher.publish([second, second]);

    const received: number[] = [];
    await bus().subscribe({
      group: uniqueName('group'),
      topics: [topic],
      handle: async (e) => void received.push(seqOf(e)),
    });
    await waitFor('2 events', () => received.length >= 2);
    await sleep(300);
    expect(received).toEqual([0, 1]);
  });

  it('wakes consumers by NOTIFY, without waiting for the poll', async () => {
    const topic = uniqueName('eventlog');
    const received: number[] = [];
    const consumer = bus({ pollIntervalMs: 60_000 });
    await consumer.subscribe({
      group: uniqueName('group'),
      topics: [topic],
      handle: async (e) => void received.push(seqOf(e)),
    });
    await sleep(200); // the LISTEN connection is up and the first (empty) round is done

    const started = Date.now();
    await bus().publish([probe(topic, 'k', 7)]);
    await waitFor('the event', () => received.length === 1, 5_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('lets another member take over when a member dies mid-event (its lock dies with its connection)', async () => {
    const topic = uniqueName('eventlog');
    const group = uniqueName('group');
    const seen: Array<[string, number]> = [];
    await bus().publish([probe(topic, 'k', 0), probe(topic, 'k', 1)]);

    const applicationName = uniqueName('doomed').replace('.', '_');
    const doomed = bus({ applicationName });
    let unblock!: () => void;
    const stuck = new Promise<void>((resolve) => (unblock = resolve));
    await doomed.subscribe({
      group,
      topics: [topic],
      handle: async (e) => {
        seen.push(['doomed', seqOf(e)]);
        await stuck;
      },
    });
    await waitFor('the doomed member to start event 0', () => seen.length === 1);
    await bus().subscribe({ group, topics: [topic], handle: async (e) => void seen.push(['survivor', seqOf(e)]) });
    await sleep(600); // the survivor polls, but the topic is taken
    expect(seen).toEqual([['doomed', 0]]);

    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [
        applicationName,
      ]);
    } finally {
      await admin.end();
    }
    await waitFor('the survivor to take over', () => seen.length === 3);
    expect(seen).toEqual([
      ['doomed', 0],
      ['survivor', 0],
      ['survivor', 1],
    ]);
    unblock();
    await doomed.close();
  });

  it('rejects publishing an invalid envelope and publishing after close', async () => {
    const publisher = bus();
    await expect(publisher.publish([{ ...probe('eventlog.x', 'k', 0), id: 'nope' }])).rejects.toThrow('not a UUID');
    await publisher.close();
    await expect(publisher.publish([probe('eventlog.x', 'k', 0)])).rejects.toThrow('closed');
  });
});

describe('event-log migrations', () => {
  it('create the eventlog schema, are idempotent, and go down cleanly', async () => {
    const scratch = await createScratchDatabase('kit_eventlog_migrations');
    try {
      expect(await migrateEventLog(scratch.url)).toEqual([
        'CreateEventLog1763740000000',
        'EventLogTraceParent1799300140700',
      ]);
      expect(await migrateEventLog(scratch.url)).toEqual([]);
      const dataSource = createEventLogDataSource(scratch.url);
      await dataSource.initialize();
      try {
        const tables = async (): Promise<string[]> =>
          (
            await dataSource.query<Array<{ table_name: string }>>(
              `SELECT table_name FROM information_schema.tables WHERE table_schema = 'eventlog' ORDER BY table_name`,
            )
          ).map((row) => row.table_name);
        expect(await tables()).toEqual(['consumer_offsets', 'events', 'migrations', 'topics']);
        const eventColumns = `SELECT column_name FROM information_schema.columns
           WHERE table_schema = 'eventlog' AND table_name = 'events' AND column_name = 'trace_parent'`;
        expect(await dataSource.query(eventColumns)).toHaveLength(1);
        await dataSource.undoLastMigration();
        expect(await dataSource.query(eventColumns)).toHaveLength(0);
        await dataSource.undoLastMigration();
        expect(await tables()).toEqual(['migrations']);
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await scratch.drop();
    }
  });
});
