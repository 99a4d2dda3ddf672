import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import type { ISocketFactory } from 'kafkajs';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { UserRegisteredSchema, defineEvent } from '@village/proto';
import type { EventSubscription } from '../../src/events/event-transport.port';
import { idempotentHandler, type IdempotentOutcome } from '../../src/events/idempotent-consumer';
import { eventsConfigFromEnv, type KafkaTransportConfig } from '../../src/events/events.config';
import { KafkaTransport } from '../../src/events/kafka.transport';
import { OutboxRelay } from '../../src/events/outbox-relay';
import { OutboxWriter } from '../../src/events/outbox.writer';
import { sleep, uniqueName, waitFor, within } from './event.fixtures';
import { provisionTestTopics } from './kafka.fixtures';
import { migratedService, registered } from './service.fixtures';
import { requireTestDatabaseUrl } from './test-database';

/*
 * The event bus survives a Kafka broker restart: a service-like setup (its own schema with the kit's tables, an
 * outbox written in committed transactions, the outbox relay, and another consumer group applying an effect
 * idempotently) keeps going while the broker is restarted in the middle of the stream. Afterwards every committed
 * outbox row has had its effect exactly once, per-key order held, and the outbox is empty, within a bound.
 *
 * Needs: KAFKA_BROKERS (or KAFKA_FAULT_BROKERS, to point this suite at a broker of its own while other suites use
 * KAFKA_BROKERS), KAFKA_RESTART_COMMAND (a shell command, run with bash from the repository root, that restarts that
 * broker and returns once it is ready, e.g. `infra/kafka/kafka.sh kill && infra/kafka/kafka.sh start &&
 * infra/kafka/kafka.sh ready`; bounded by KAFKA_RESTART_TIMEOUT_MS, 180 s), and TEST_DATABASE_URL (the database
 * tiers' setup gives it). Without a broker the suite is skipped, saying so; under CI (CI=true) that is a failure.
 * With a broker but no restart command it fails.
 *
 * Settings: KAFKA_FAULT_EVENTS (300), KAFKA_FAULT_DRAIN_MS (bound on recovery after the restart, 120 s),
 * KAFKA_TEST_LOG_LEVEL (silent); KAFKA_SESSION_TIMEOUT_MS and KAFKA_HEARTBEAT_INTERVAL_MS as the services read them.
 * The stall it prints: from the broker's return to the first effect after it.
 */
const brokers = (process.env.KAFKA_FAULT_BROKERS || process.env.KAFKA_BROKERS || '')
  .split(',')
  .map((broker) => broker.trim())
  .filter(Boolean);
const restartCommand = process.env.KAFKA_RESTART_COMMAND ?? '';
const RESTART_TIMEOUT_MS = Number(process.env.KAFKA_RESTART_TIMEOUT_MS ?? 180_000);
const EVENTS = Number(process.env.KAFKA_FAULT_EVENTS ?? 300);
const DRAIN_MS = Number(process.env.KAFKA_FAULT_DRAIN_MS ?? 120_000);
const KEYS = 10;
const REPO_ROOT = join(__dirname, '..', '..', '..', '..');

jest.setTimeout(RESTART_TIMEOUT_MS + DRAIN_MS + 180_000);

/** Runs the restart command (bash, from the repository root), failing with its output after the time limit. */
function restartBroker(): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', restartCommand], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), RESTART_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Date.now() - started);
      else {
        const why = signal ? `was killed (${signal}; limit ${RESTART_TIMEOUT_MS} ms)` : `exited ${code}`;
        reject(new Error(`KAFKA_RESTART_COMMAND ${why}:\n${output}`));
      }
    });
  });
}

/**
 * Plain TCP sockets (keep-alive 60 s), remembered: kafkajs 2.2.4 can leave a consumer's group-coordinator connection
 * open after `disconnect()` when the broker went away under it; the transport closes such sockets itself, and the
 * suite checks that none is left once the transports closed.
 */
function trackingSocketFactory(): { factory: ISocketFactory; open: () => Socket[] } {
  const sockets = new Set<Socket>();
  const factory: ISocketFactory = ({ host, port, onConnect }) => {
    const socket = connect({ host, port }, onConnect);
    socket.setKeepAlive(true, 60_000);
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    return socket;
  };
  return { factory, open: () => [...sockets].filter((socket) => !socket.destroyed && !socket.writableEnded) };
}

function describeKafkaFault(): void {
  describe(`Kafka broker restart under load (${brokers.join(',')})`, () => {
    const logger = pino({ level: process.env.KAFKA_TEST_LOG_LEVEL ?? 'silent' });
    const schema = `svc_kfault_${Math.random().toString(16).slice(2, 10)}`;
    // A topic of its own: a new consumer group reads its topics from the beginning, and the broker may be shared.
    const contract = defineEvent({ topic: uniqueName('kit-fault'), schema: UserRegisteredSchema });
    const group = uniqueName('kit-fault-consumer');
    const writer = new OutboxWriter();
    const retry = { initialDelayMs: 100, maxDelayMs: 2_000 };
    const sockets = trackingSocketFactory();
    let dataSource: DataSource;
    let publisher: KafkaTransport | undefined;
    let consumer: KafkaTransport | undefined;
    let relay: OutboxRelay | undefined;
    let subscription: EventSubscription | undefined;

    const { sessionTimeoutMs, heartbeatIntervalMs } = eventsConfigFromEnv({
      ...process.env,
      DATABASE_URL: 'postgres://unused',
      KAFKA_BROKERS: brokers.join(','),
      KAFKA_CLIENT_ID: 'kit-fault',
    }).transport as KafkaTransportConfig;
    const kafka = (clientId: string): KafkaTransport =>
      new KafkaTransport({
        brokers,
        clientId,
        sessionTimeoutMs,
        heartbeatIntervalMs,
        retry,
        logger,
        kafka: { socketFactory: sockets.factory },
      });

    beforeAll(async () => {
      await provisionTestTopics({ brokers }, [contract.topic]);
      dataSource = await migratedService(requireTestDatabaseUrl(), schema);
      // The consumer's effect: one row per application, with no unique constraint, so a second application of an
      // event would show up as a second row rather than be hidden by a conflict.
      await dataSource.query(
        `CREATE TABLE "${schema}"."effects" (id bigserial PRIMARY KEY, event_id uuid NOT NULL, key text NOT NULL,
         seq integer NOT NULL, applied_at timestamptz NOT NULL DEFAULT clock_timestamp())`,
      );
    });

    afterAll(async () => {
      const quietly = (what: string, promise: Promise<unknown> | undefined): Promise<unknown> =>
        within(what, promise ?? Promise.resolve(), 30_000).catch((error: Error) => {
          process.stdout.write(`kafka fault: ${error.message}\n`);
        });
      await quietly('stopping the relay', relay?.stop());
      await quietly('closing the subscription', subscription?.close());
      await quietly('closing the transports', Promise.all([publisher?.close(), consumer?.close()]));
      sockets.open().forEach((socket) => socket.destroy());
      if (dataSource?.isInitialized) {
        await dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await dataSource.destroy();
      }
    });

    it(`delivers every committed outbox row exactly once in effect across a restart (${EVENTS} events)`, async () => {
      publisher = kafka(uniqueName('kit-fault-relay'));
      consumer = kafka(uniqueName('kit-fault-consumer'));
      relay = new OutboxRelay({ dataSource, transport: publisher, pollIntervalMs: 250, retry, logger });

      const outcomes: Record<IdempotentOutcome, number> = { applied: 0, duplicate: 0 };
      let failures = 0;
      const apply = idempotentHandler(dataSource, group, contract, async (user, envelope, manager) => {
        await manager.query(`INSERT INTO "${schema}"."effects" (event_id, key, seq) VALUES ($1, $2, $3)`, [
          envelope.id,
          envelope.key,
          Number(user.fullName.replace('Name ', '')),
        ]);
      });
      subscription = await within(
        'subscribing',
        consumer.subscribe({
          group,
          topics: [contract.topic],
          handle: async (envelope) => {
            try {
              outcomes[await apply(envelope)] += 1;
            } catch (error) {
              failures += 1;
              throw error;
            }
          },
        }),
        60_000,
      );
      relay.start();

      // The service's use case: each event in its own committed transaction, at a modest pace, so that the restart
      // lands in the middle of the stream; commits go on while the broker is down (the database is up).
      const committed: string[] = [];
      const effects = async (): Promise<number> =>
        Number((await dataSource.query(`SELECT count(*) AS n FROM "${schema}"."effects"`))[0].n);
      const publishing = (async () => {
        for (let i = 0; i < EVENTS; i += 1) {
          const key = `user-${i % KEYS}`;
          const envelope = await dataSource.transaction((manager) =>
            writer.add(manager, contract, registered(key, `Name ${i}`), { key }),
          );
          committed.push(envelope.id);
          await sleep(30);
        }
      })();

      // Restart once a third is committed and the consumer is applying events.
      await waitFor('a third of the events committed', () => committed.length >= EVENTS / 3, 120_000);
      await waitFor('the consumer to apply events', async () => (await effects()) >= 20, 120_000);
      const before = { committed: committed.length, effects: await effects(), backlog: await relay.backlog() };
      const restartMs = await restartBroker();
      const backAt = Date.now();
      const after = { committed: committed.length, effects: await effects(), backlog: await relay.backlog() };
      await publishing;
      const lastCommitAt = Date.now();

      let drainedAt = 0;
      await waitFor(
        `all ${EVENTS} effects and an empty outbox within ${DRAIN_MS} ms of the broker's return`,
        async () => {
          if (drainedAt === 0 && (await relay!.backlog()) === 0) drainedAt = Date.now();
          return drainedAt > 0 && (await effects()) >= EVENTS;
        },
        Math.max(1_000, DRAIN_MS - (Date.now() - backAt)),
      );
      const allAppliedAt = Date.now();
      await sleep(2_000); // a late redelivery would show up now

      const ids = new Set(committed);
      const rows: Array<{ event_id: string; key: string; seq: number; applied_at: Date }> = await dataSource.query(
        `SELECT event_id, key, seq, applied_at FROM "${schema}"."effects" ORDER BY id`,
      );
      const processed: Array<{ n: string }> = await dataSource.query(
        `SELECT count(*) AS n FROM "${schema}"."processed_events" WHERE consumer_group = $1`,
        [group],
      );
      const firstAfterReturn = rows.find((row) => row.applied_at.getTime() >= backAt);
      const stallAfterReturnMs = firstAfterReturn ? firstAfterReturn.applied_at.getTime() - backAt : NaN;
      const longestPauseMs = rows.reduce(
        (longest, row, i) =>
          i === 0 ? 0 : Math.max(longest, row.applied_at.getTime() - rows[i - 1].applied_at.getTime()),
        0,
      );
      process.stdout.write(
        `kafka fault: ${EVENTS} events over ${KEYS} keys; broker restarted after ${before.committed} commits / ` +
          `${before.effects} effects (outbox backlog ${before.backlog}); the restart took ${restartMs} ms, during ` +
          `which ${after.committed - before.committed} more commits and ${after.effects - before.effects} more ` +
          `effects (backlog ${after.backlog} when it returned); last commit ${lastCommitAt - backAt} ms after the ` +
          `broker's return; outbox empty ${Math.max(0, drainedAt - lastCommitAt)} ms and all effects ` +
          `${allAppliedAt - lastCommitAt} ms after the last commit; longest pause between two effects ` +
          `${longestPauseMs} ms; first effect ${stallAfterReturnMs} ms after the broker's return (session timeout ` +
          `${sessionTimeoutMs} ms, heartbeat ${heartbeatIntervalMs} ms); handler calls: ${outcomes.applied} applied, ${outcomes.duplicate} duplicates ` +
          `absorbed, ${failures} failures retried\n`,
      );

      expect(committed).toHaveLength(EVENTS);
      expect(await relay.backlog()).toBe(0);
      // Every committed row had its effect, and none twice.
      expect(rows).toHaveLength(EVENTS);
      expect(new Set(rows.map((row) => row.event_id)).size).toBe(EVENTS);
      expect(rows.filter((row) => !ids.has(row.event_id))).toEqual([]);
      expect(Number(processed[0].n)).toBe(EVENTS);
      expect(outcomes.applied).toBe(EVENTS);
      // Each aggregate's events took effect in the order they were committed.
      for (let k = 0; k < KEYS; k += 1) {
        const seqs = rows.filter((row) => row.key === `user-${k}`).map((row) => row.seq);
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      }
    });

    it('leaves no Kafka connection open once its transports closed (the kafkajs coordinator socket)', async () => {
      await within('stopping the relay', relay?.stop() ?? Promise.resolve(), 30_000);
      await within('closing the subscription', subscription?.close() ?? Promise.resolve(), 30_000);
      await within('closing the transports', Promise.all([publisher?.close(), consumer?.close()]), 30_000);
      expect(sockets.open().map((socket) => `${socket.remoteAddress}:${socket.remotePort}`)).toEqual([]);
    });
  });
}

if (brokers.length > 0 && restartCommand) {
  describeKafkaFault();
} else if (brokers.length > 0) {
  it('restarts the Kafka broker under load', () => {
    throw new Error(
      'KAFKA_RESTART_COMMAND is not set: with KAFKA_BROKERS set, the Kafka fault suite needs a command that restarts ' +
        'the broker, e.g. KAFKA_RESTART_COMMAND="infra/kafka/kafka.sh kill && infra/kafka/kafka.sh start && ' +
        'infra/kafka/kafka.sh ready"',
    );
  });
} else if (process.env.CI === 'true' || process.env.CI === '1') {
  it('restarts the Kafka broker under load', () => {
    throw new Error('KAFKA_BROKERS is not set: CI must provide a Kafka broker (and KAFKA_RESTART_COMMAND)');
  });
} else {
  it.skip('Kafka fault suite: skipped because KAFKA_BROKERS is not set', () => undefined);
}
