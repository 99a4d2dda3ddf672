#!/usr/bin/env node
// Benchmark: commit-to-effect latency of the event bus. A service-like publisher commits each event to its outbox in
// its own transaction; the outbox relay ships it; another service's consumer group applies an effect idempotently
// (effect + processed_events in one transaction). Latency = from the publisher's COMMIT returning to the consumer's
// transaction committing, on one clock (one process, two independent transports as two services would have).
//
//   npm run build:server && node scripts/bench-events.mjs
//
// Transport: Kafka when KAFKA_BROKERS is set (as the services choose it), the Postgres log otherwise;
// BENCH_TRANSPORTS=kafka,postgres runs both. The outbox (and the Postgres log) live in a throwaway embedded PostgreSQL
// the script starts (infra/dist/embedded-postgres.js; fsync on, as in production) and deletes afterwards.
// Settings: BENCH_EVENTS (500 per phase), BENCH_RATE (50 events/s in the paced phase), BENCH_WRITERS (4 concurrent
// writers in the burst phase; 0 skips it), BENCH_KEYS (50 aggregates), BENCH_FSYNC_OFF (1: durability off).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
require('reflect-metadata');
const { DataSource } = require('typeorm');
const pino = require('pino');
const { UserRegisteredSchema, timestampFromDate, defineEvent } = require('@village/proto');
const kit = (file) => require(join(ROOT, 'services', 'kit', 'dist', 'src', 'events', file));
const { EVENT_ENTITIES } = kit('event-entities.js');
const { createKitTables } = kit('kit-tables.migration.js');
const { migrateEventLog } = kit('event-log.data-source.js');
const { eventsConfigFromEnv, createEventTransport, kafkaConnectionFromEnv } = kit('events.config.js');
const { kafkaClientConfig } = kit('kafka-connection.js');
const { provisionTopics } = kit('kafka-topics.js');
const { Kafka, logLevel: kafkaLogLevel } = require('kafkajs');
const { idempotentHandler } = kit('idempotent-consumer.js');
const { OutboxRelay } = kit('outbox-relay.js');
const { OutboxWriter } = kit('outbox.writer.js');
const { startEmbeddedPostgres } = await import(join(ROOT, 'infra', 'dist', 'embedded-postgres.js'));

const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 4);
const KEYS = Number(process.env.BENCH_KEYS ?? 50);
const WAIT_MS = 180_000;
const kafkaBrokers = process.env.KAFKA_BROKERS?.trim() ?? '';
const transports = (process.env.BENCH_TRANSPORTS ?? (kafkaBrokers ? 'kafka' : 'postgres'))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of transports) {
  if (!['kafka', 'postgres'].includes(name)) throw new Error(`BENCH_TRANSPORTS: unknown transport "${name}"`);
  if (name === 'kafka' && !kafkaBrokers) throw new Error('BENCH_TRANSPORTS names kafka but KAFKA_BROKERS is not set');
}

const logger = pino({ level: process.env.BENCH_LOG_LEVEL ?? 'silent' });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const hex = () => randomBytes(4).toString('hex');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(what, check, timeoutMs = WAIT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(5);
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The services never create topics: the bench's topic is provisioned first, as a deployment's are. */
async function provisionBenchTopic(env, topic) {
  const connection = kafkaConnectionFromEnv({ ...process.env, ...env, KAFKA_CLIENT_ID: 'bench-topics' });
  const admin = new Kafka({ ...kafkaClientConfig(connection), logLevel: kafkaLogLevel.NOTHING }).admin();
  await admin.connect();
  try {
    await provisionTopics(admin, [topic], { partitions: 3, replicationFactor: 1, minInsyncReplicas: 1 });
  } finally {
    await admin.disconnect();
  }
}

/** One transport: a publishing "service" and a consuming "service" on their own schemas and transports. */
async function benchTransport(name, databaseUrl) {
  const env = { DATABASE_URL: databaseUrl, ...(name === 'kafka' ? { KAFKA_BROKERS: kafkaBrokers } : {}) };
  const schema = `bench_${name}_${hex()}`;
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    schema,
    entities: EVENT_ENTITIES,
    synchronize: false,
    extra: { max: 10, options: `-c search_path=${schema}` },
  });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  await createKitTables(runner, schema);
  await runner.release();
  await dataSource.query(
    `CREATE TABLE "${schema}"."effects" (event_id uuid PRIMARY KEY, key text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );

  const contract = defineEvent({ topic: `bench.t${hex()}`, schema: UserRegisteredSchema });
  if (name === 'kafka') await provisionBenchTopic(env, contract.topic);
  const publisher = createEventTransport(
    eventsConfigFromEnv({ ...env, KAFKA_CLIENT_ID: `bench-publisher-${hex()}` }),
    logger,
  );
  const consumer = createEventTransport(
    eventsConfigFromEnv({ ...env, KAFKA_CLIENT_ID: `bench-consumer-${hex()}` }),
    logger,
  );
  const relay = new OutboxRelay({ dataSource, transport: publisher, logger });
  const writer = new OutboxWriter();

  const committedAt = new Map();
  const appliedAt = new Map();
  let duplicates = 0;
  const apply = idempotentHandler(dataSource, `bench-${hex()}`, contract, async (user, envelope, manager) => {
    await manager.query(`INSERT INTO "${schema}"."effects" (event_id, key) VALUES ($1, $2)`, [
      envelope.id,
      envelope.key,
    ]);
  });
  const subscription = await consumer.subscribe({
    group: `bench-${hex()}`,
    topics: [contract.topic],
    handle: async (envelope) => {
      const outcome = await apply(envelope);
      if (outcome === 'duplicate') duplicates += 1;
      else appliedAt.set(envelope.id, performance.now());
    },
  });
  relay.start();

  let sequence = 0;
  const publishOne = async () => {
    const i = sequence++;
    const key = `user-${i % KEYS}`;
    const envelope = await dataSource.transaction((manager) =>
      writer.add(
        manager,
        contract,
        {
          userId: key,
          fullName: `Member ${i}`,
          email: `${key}@example.org`,
          city: 'Leeds',
          postcode: 'LS1 4AP',
          country: 'United Kingdom',
          isSingleParent: true,
          registeredAt: timestampFromDate(new Date()),
        },
        { key },
      ),
    );
    committedAt.set(envelope.id, performance.now());
    return envelope.id;
  };

  const measure = async (phase, publishAll) => {
    const ids = await publishAll();
    await waitFor(`${ids.length} effects (${name}, ${phase})`, () => ids.every((id) => appliedAt.has(id)));
    const latencies = ids.map((id) => appliedAt.get(id) - committedAt.get(id)).sort((a, b) => a - b);
    const first = Math.min(...ids.map((id) => committedAt.get(id)));
    const lastCommit = Math.max(...ids.map((id) => committedAt.get(id)));
    const last = Math.max(...ids.map((id) => appliedAt.get(id)));
    return {
      transport: name === 'kafka' ? 'kafka' : 'postgres-log',
      phase,
      events: ids.length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1],
      committed: (ids.length / (lastCommit - first)) * 1000,
      applied: (ids.length / (last - first)) * 1000,
    };
  };

  const results = [];
  try {
    // Warm-up (not measured): connections, topic creation, the consumer group's first assignment.
    const warmup = [];
    for (let i = 0; i < 10; i += 1) warmup.push(await publishOne());
    await waitFor(`the warm-up events (${name})`, () => warmup.every((id) => appliedAt.has(id)));

    results.push(
      await measure(`paced ${RATE}/s`, async () => {
        const ids = [];
        const start = performance.now();
        for (let i = 0; i < EVENTS; i += 1) {
          const due = start + (i * 1000) / RATE;
          const wait = due - performance.now();
          if (wait > 0) await sleep(wait);
          ids.push(await publishOne());
        }
        return ids;
      }),
    );
    if (WRITERS > 0) {
      results.push(
        await measure(`burst, ${WRITERS} writers`, async () => {
          const ids = [];
          let left = EVENTS;
          await Promise.all(
            Array.from({ length: WRITERS }, async () => {
              while (left > 0) {
                left -= 1;
                ids.push(await publishOne());
              }
            }),
          );
          return ids;
        }),
      );
    }
    await relay.drain(30_000);
    const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM "${schema}"."effects"`);
    const expected = 10 + EVENTS * (WRITERS > 0 ? 2 : 1);
    if (n !== expected) throw new Error(`${name}: ${n} effects for ${expected} events`);
    results.forEach((result) => Object.assign(result, { duplicates }));
    return results;
  } finally {
    await relay.stop();
    await subscription.close();
    await Promise.all([publisher.close(), consumer.close()]);
    await dataSource.query(`DROP SCHEMA "${schema}" CASCADE`);
    await dataSource.destroy();
  }
}

const dataDir = join(ROOT, '.cache', `bench-events-${process.pid}`);
await rm(dataDir, { recursive: true, force: true });
const postgres = await startEmbeddedPostgres({
  dataDir,
  port: await freePort(),
  password: randomBytes(12).toString('base64url'),
  fsyncOff: process.env.BENCH_FSYNC_OFF === '1',
});
const rows = [];
let exitCode = 0;
try {
  await postgres.ensureDatabase('bench');
  const databaseUrl = postgres.adminUrl('bench');
  if (transports.includes('postgres')) await migrateEventLog(databaseUrl);
  process.stdout.write(
    `Commit-to-effect latency: outbox COMMIT -> relay -> ${transports.map((name) => (name === 'kafka' ? 'Kafka' : 'Postgres log')).join(' / ')} -> idempotent consumer's COMMIT\n` +
      `PostgreSQL 17 (embedded-postgres, fsync ${process.env.BENCH_FSYNC_OFF === '1' ? 'off' : 'on'}), ` +
      `${kafkaBrokers && transports.includes('kafka') ? `Kafka at ${kafkaBrokers}, ` : ''}` +
      `Node ${process.version}, ${availableParallelism()} CPUs; ${EVENTS} events per phase over ${KEYS} keys, ` +
      `relay and consumers with production defaults\n\n`,
  );
  for (const name of transports) rows.push(...(await benchTransport(name, databaseUrl)));
  const header = ['transport', 'phase', 'events', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'committed/s', 'applied/s'];
  const table = rows.map((row) => [
    row.transport,
    row.phase,
    String(row.events),
    ...[row.p50, row.p95, row.p99, row.max].map((ms) => ms.toFixed(1)),
    row.committed.toFixed(0),
    row.applied.toFixed(0),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((line) => line[column].length)));
  const format = (line) =>
    line.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  process.stdout.write(`${format(header)}\n${table.map(format).join('\n')}\n`);
  process.stdout.write(
    `\napplied/s: events applied per second from the phase's first commit to its last effect; every event had its ` +
      `effect exactly once (${rows
        .map((row) => `${row.transport}: ${row.duplicates} redeliveries absorbed`)
        .filter((v, i, a) => a.indexOf(v) === i)
        .join(', ')})\n`,
  );
} catch (error) {
  process.stderr.write(`bench-events failed: ${error.stack ?? error}\n`);
  exitCode = 1;
} finally {
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}
// kafkajs may keep a connection open after its clients disconnect (see the Kafka fault suite): exit explicitly.
process.exit(exitCode);
