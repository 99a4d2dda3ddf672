import 'reflect-metadata';
import pino from 'pino';
import { DataSource, DefaultNamingStrategy } from 'typeorm';
import { SnakeNamingStrategy } from '../../src/database/snake-naming.strategy';
import { UserRegisteredEvent, decodeEventMessage } from '@village/proto';
import type { EventEnvelope } from '../../src/events/event-envelope';
import { migrateEventLog } from '../../src/events/event-log.data-source';
import { idempotentHandler } from '../../src/events/idempotent-consumer';
import { OutboxRelay } from '../../src/events/outbox-relay';
import { OutboxOutsideTransactionError, OutboxWriter } from '../../src/events/outbox.writer';
import { PostgresEventLogTransport } from '../../src/events/postgres-event-log.transport';
import { sleep, uniqueName, waitFor } from './event.fixtures';
import {
  addInTransaction,
  applyToMembers,
  migratedService,
  registered,
  serviceOptions,
  timesApplied,
} from './service.fixtures';
import { createScratchDatabase, type ScratchDatabase } from './test-database';

const silent = pino({ level: 'silent' });
const fast = { initialDelayMs: 20, maxDelayMs: 200 };

let database: ScratchDatabase;

beforeAll(async () => {
  database = await createScratchDatabase('kit_outbox');
  await migrateEventLog(database.url);
});

afterAll(async () => {
  await database?.drop();
});

describe('kit tables', () => {
  it.each([
    ['snake-case', new SnakeNamingStrategy()],
    ['default', new DefaultNamingStrategy()],
  ])('match the entities exactly, so a generated migration is empty (%s naming)', async (_name, naming) => {
    const schema = `svc_drift_${_name.replace('-', '_')}`;
    const dataSource = new DataSource(serviceOptions(database.url, schema, naming));
    await dataSource.initialize();
    try {
      await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await dataSource.runMigrations();
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
      await dataSource.undoLastMigration();
      await dataSource.undoLastMigration();
      const tables: Array<{ count: string }> = await dataSource.query(
        `SELECT count(*) FROM information_schema.tables WHERE table_schema = $1 AND table_name <> 'migrations'`,
        [schema],
      );
      expect(Number(tables[0].count)).toBe(0);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe('outbox, relay and idempotent consumer', () => {
  const schema = 'svc_outbox';
  let dataSource: DataSource;
  let transport: PostgresEventLogTransport;
  let relay: OutboxRelay;
  const writer = new OutboxWriter();

  beforeAll(async () => {
    dataSource = await migratedService(database.url, schema);
  });

  beforeEach(() => {
    transport = new PostgresEventLogTransport({
      connectionString: database.url,
      pollIntervalMs: 200,
      retry: fast,
      logger: silent,
    });
    relay = new OutboxRelay({ dataSource, transport, pollIntervalMs: 200, retry: fast, logger: silent });
  });

  afterEach(async () => {
    await relay.stop();
    await transport.close();
    await dataSource.query(`DELETE FROM "${schema}"."outbox"`);
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  const consume = async (group = uniqueName('group')): Promise<EventEnvelope[]> => {
    const received: EventEnvelope[] = [];
    await transport.subscribe({
      group,
      topics: [UserRegisteredEvent.topic],
      handle: async (e) => void received.push(e),
    });
    return received;
  };

  it('never publishes rows written in a rolled-back transaction', async () => {
    const received = await consume();
    const committedBefore = await countOnTopic(database.url);
    relay.start();

    await expect(
      dataSource.transaction(async (manager) => {
        await writer.add(manager, UserRegisteredEvent, registered('u-rolled-back', 'Nobody'), { key: 'u-rolled-back' });
        throw new Error('the use case failed');
      }),
    ).rejects.toThrow('the use case failed');

    expect(await relay.backlog()).toBe(0);
    await relay.drain(5_000);
    await sleep(500);
    expect(received.filter((e) => e.key === 'u-rolled-back')).toEqual([]);
    expect(await countOnTopic(database.url)).toBe(committedBefore);
  });

  it('publishes committed rows in order, then deletes them; the backlog drains to zero', async () => {
    const received = await consume();
    const written: EventEnvelope[] = [];
    // Some rows wait in the outbox before the relay starts, the rest arrive while it runs.
    for (let i = 0; i < 10; i += 1)
      written.push(await addInTransaction(dataSource, writer, `user-${i % 3}`, `Name ${i}`));
    expect(await relay.backlog()).toBe(10);
    relay.start();
    for (let i = 10; i < 30; i += 1)
      written.push(await addInTransaction(dataSource, writer, `user-${i % 3}`, `Name ${i}`));
    await dataSource.transaction(async (manager) => {
      for (let i = 30; i < 35; i += 1) {
        written.push(
          await writer.add(manager, UserRegisteredEvent, registered('user-multi', `Name ${i}`), { key: 'user-multi' }),
        );
      }
    });

    await relay.drain(10_000);
    expect(await relay.backlog()).toBe(0);
    const rows: unknown[] = await dataSource.query(`SELECT * FROM "${schema}"."outbox"`);
    expect(rows).toEqual([]);

    await waitFor('35 events', () => received.length >= 35);
    expect(received.map((e) => e.id)).toEqual(written.map((e) => e.id));
    const names = received.map((e) => decodeEventMessage(UserRegisteredEvent, e).fullName);
    expect(names).toEqual(Array.from({ length: 35 }, (_, i) => `Name ${i}`));
  });

  it('wakes on the outbox trigger, without waiting for the poll', async () => {
    const slowRelay = new OutboxRelay({ dataSource, transport, pollIntervalMs: 60_000, retry: fast, logger: silent });
    const received = await consume();
    slowRelay.start();
    try {
      await waitFor('the relay to lead', () => slowRelay.isLeader);
      const started = Date.now();
      await addInTransaction(dataSource, writer, 'user-notify', 'Quick');
      await waitFor('the event', () => received.some((e) => e.key === 'user-notify'), 5_000);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await slowRelay.stop();
    }
  });

  it('runs one relay per service at a time; a standby takes over when the leader stops', async () => {
    const standby = new OutboxRelay({ dataSource, transport, pollIntervalMs: 100, retry: fast, logger: silent });
    relay.start();
    await waitFor('a leader', () => relay.isLeader);
    standby.start();
    try {
      await sleep(400);
      expect(standby.isLeader).toBe(false);

      await relay.stop();
      await waitFor('the standby to take over', () => standby.isLeader, 5_000);
      await addInTransaction(dataSource, writer, 'user-standby', 'Standby');
      await standby.drain(5_000);
    } finally {
      await standby.stop();
    }
  });

  it('refuses to write to the outbox outside a transaction', async () => {
    await expect(
      writer.add(dataSource.manager, UserRegisteredEvent, registered('u', 'U'), { key: 'u' }),
    ).rejects.toBeInstanceOf(OutboxOutsideTransactionError);
  });

  it('applies an event delivered twice (even at once) a single time', async () => {
    const group = uniqueName('projection');
    const apply = idempotentHandler(dataSource, group, UserRegisteredEvent, applyToMembers);
    const envelope = await addInTransaction(dataSource, writer, 'user-twice', 'Twice');

    expect(await apply(envelope)).toBe('applied');
    expect(await apply(envelope)).toBe('duplicate');
    const concurrent = await addInTransaction(dataSource, writer, 'user-concurrent', 'Concurrent');
    expect((await Promise.all([apply(concurrent), apply(concurrent), apply(concurrent)])).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);

    expect(await timesApplied(dataSource, 'user-twice')).toBe(1);
    expect(await timesApplied(dataSource, 'user-concurrent')).toBe(1);
    // Another group is another consumer: it applies the event once too.
    const other = idempotentHandler(dataSource, uniqueName('other'), UserRegisteredEvent, applyToMembers);
    expect(await other(envelope)).toBe('applied');
    expect(await timesApplied(dataSource, 'user-twice')).toBe(2);
  });

  it('rolls back the processed mark with a failing effect, so the redelivery applies it', async () => {
    let fail = true;
    const apply = idempotentHandler(
      dataSource,
      uniqueName('projection'),
      UserRegisteredEvent,
      async (user, envelope, manager) => {
        await applyToMembers(user, envelope, manager);
        if (fail) throw new Error('downstream unavailable');
      },
    );
    const envelope = await addInTransaction(dataSource, writer, 'user-retry', 'Retry');

    await expect(apply(envelope)).rejects.toThrow('downstream unavailable');
    expect(await timesApplied(dataSource, 'user-retry')).toBe(0);
    fail = false;
    expect(await apply(envelope)).toBe('applied');
    expect(await timesApplied(dataSource, 'user-retry')).toBe(1);
  });

  it('end to end: outbox, relay, log and an idempotent consumer apply each event once', async () => {
    const group = uniqueName('projection');
    const apply = idempotentHandler(dataSource, group, UserRegisteredEvent, applyToMembers);
    const deliveries: string[] = [];
    await transport.subscribe({
      group,
      topics: [UserRegisteredEvent.topic],
      handle: async (e) => {
        deliveries.push(e.id);
        await apply(e);
      },
    });
    relay.start();
    const envelope = await addInTransaction(dataSource, writer, 'user-e2e', 'End To End');
    await relay.drain(5_000);
    await waitFor('the delivery', () => deliveries.includes(envelope.id));
    // The relay crashed after publishing and before deleting: the same row goes out again.
    await transport.publish([envelope]);
    await apply(envelope);
    expect(await timesApplied(dataSource, 'user-e2e')).toBe(1);
  });
});

async function countOnTopic(url: string): Promise<number> {
  const dataSource = new DataSource({ type: 'postgres', url });
  await dataSource.initialize();
  try {
    const rows: Array<{ count: string }> = await dataSource.query(
      `SELECT count(*) FROM eventlog.events WHERE topic = $1`,
      [UserRegisteredEvent.topic],
    );
    return Number(rows[0].count);
  } finally {
    await dataSource.destroy();
  }
}
