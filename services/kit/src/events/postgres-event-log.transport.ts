import { Pool, type Client, type ClientConfig, type PoolClient } from 'pg';
import pino, { type Logger } from 'pino';
import { assertValidEnvelope, describeEnvelope, type EventEnvelope } from './event-envelope';
import { acquireClient, closeSession, openSession, releaseClient } from './pg-client.util';
import {
  DEFAULT_RETRY_POLICY,
  retryDelayMs,
  type EventSubscription,
  type EventTransport,
  type RetryPolicy,
  type SubscribeOptions,
} from './event-transport.port';
import { ConcurrencyLimit } from '../concurrency/concurrency-limit';
import { lastOfAppliedPrefix, runInKeyOrder } from './key-ordered-batch';
import { envelopeFromRow, type StoredEventRow } from './stored-event-row';

/** Schema of the embedded event log (created by services/kit/migrations). */
export const EVENT_LOG_SCHEMA = 'eventlog';
/** NOTIFY channel: the payload is the topic that received events. */
export const EVENT_LOG_CHANNEL = 'village_eventlog';
/** Events a consumer fetches per round, and commits with one offset update, unless configured (EVENT_LOG_BATCH_SIZE). */
export const DEFAULT_EVENT_LOG_BATCH_SIZE = 200;

export interface PostgresEventLogOptions {
  /** Connection string of the database holding the `eventlog` schema. */
  connectionString: string;
  /**
   * Size of the pool publishers use (default 5). Each subscription, and the
   * LISTEN, have a dedicated connection of their own besides.
   */
  poolSize?: number;
  /** `application_name` of the connections (default "village-eventlog"). */
  applicationName?: string;
  /** Fallback poll when no notification arrives (default 1000 ms). */
  pollIntervalMs?: number;
  /** Events fetched per round, and committed with one offset update (default 200). */
  batchSize?: number;
  /** Handlers one subscription runs at the same time, across keys (default 4); order within a key is kept. */
  handlerConcurrency?: number;
  retry?: RetryPolicy;
  logger?: Logger;
}

/**
 * The embedded event transport: a durable, append-only log in Postgres.
 *
 * Appending: offsets are allocated per topic with
 * `UPDATE eventlog.topics SET next_offset = next_offset + n ... RETURNING`
 * inside the append transaction. That row lock serialises the appenders of a
 * topic, so offsets become visible in increasing order and a consumer reading
 * `offset >= committed` can never pass over a row that commits later (the
 * classic bigserial gap). A re-published event (same id, e.g. after a relay
 * crash) is not appended twice.
 *
 * Consuming: a group's position in a topic is a row of
 * `eventlog.consumer_offsets` (`committed_offset` = the next offset to deliver,
 * as in Kafka). A member owns a (group, topic) while it holds the session
 * advisory lock `(hashtext(group), hashtext(topic))` on its own connection, so
 * one member of a group processes a topic at a time; the lock is released
 * after each batch, so members take turns and one takes over when another
 * dies (its connection, and lock, go away). A batch is applied key by key
 * (`runInKeyOrder`: keys side by side, each key in order, a failed event
 * holding back only the rest of its key) and its applied prefix committed with
 * one offset update, so a restart redelivers at most the rest of that batch,
 * which the idempotent consumer absorbs. A failed event is retried, with
 * backoff, from the committed offset. Members wake on LISTEN/NOTIFY, with a
 * poll as fallback.
 */
export class PostgresEventLogTransport implements EventTransport {
  private readonly pool: Pool;
  private readonly logger: Logger;
  private readonly settings: MemberSettings;
  private readonly members = new Set<PgGroupMember>();
  private readonly session: ClientConfig;
  private listener?: Client;
  private listenerRetry?: NodeJS.Timeout;
  private closed = false;

  constructor(options: PostgresEventLogOptions) {
    if (!options.connectionString) throw new Error('PostgresEventLogTransport needs a connectionString');
    this.session = {
      connectionString: options.connectionString,
      application_name: options.applicationName ?? 'village-eventlog',
    };
    this.pool = new Pool({ ...this.session, max: options.poolSize ?? 5 });
    this.logger = (options.logger ?? pino({ level: 'info' })).child({ component: 'event-log' });
    this.pool.on('error', (error) => this.logger.warn({ err: error }, 'idle event-log connection failed'));
    this.settings = {
      pollIntervalMs: options.pollIntervalMs ?? 1000,
      batchSize: options.batchSize ?? DEFAULT_EVENT_LOG_BATCH_SIZE,
      handlerConcurrency: options.handlerConcurrency ?? 4,
      retry: options.retry ?? DEFAULT_RETRY_POLICY,
    };
  }

  async publish(envelopes: readonly EventEnvelope[]): Promise<void> {
    this.assertOpen();
    if (envelopes.length === 0) return;
    envelopes.forEach(assertValidEnvelope);
    const byTopic = new Map<string, EventEnvelope[]>();
    const seen = new Set<string>();
    for (const envelope of envelopes) {
      if (seen.has(envelope.id)) continue;
      seen.add(envelope.id);
      const list = byTopic.get(envelope.topic) ?? [];
      list.push(envelope);
      byTopic.set(envelope.topic, list);
    }
    // A fixed lock order (sorted topics) keeps concurrent multi-topic appends deadlock-free.
    const topics = [...byTopic.keys()].sort();
    const client = await acquireClient(this.pool);
    let broken: Error | undefined;
    const onError = (error: Error): void => {
      broken = error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO eventlog.topics (topic) SELECT unnest($1::text[]) ON CONFLICT (topic) DO NOTHING`,
        [topics],
      );
      for (const topic of topics) {
        await this.appendToTopic(client, topic, byTopic.get(topic) ?? []);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.off('error', onError);
      releaseClient(client, broken);
    }
  }

  private async appendToTopic(client: PoolClient, topic: string, envelopes: EventEnvelope[]): Promise<void> {
    // Takes the topic's row lock until COMMIT: appenders of one topic go one at a time.
    const allocated = await client.query<{ first: string }>(
      `UPDATE eventlog.topics SET next_offset = next_offset + $2 WHERE topic = $1 RETURNING next_offset - $2 AS first`,
      [topic, envelopes.length],
    );
    const first = Number(allocated.rows[0].first);
    const existing = await client.query<{ id: string }>(`SELECT id FROM eventlog.events WHERE id = ANY($1::uuid[])`, [
      envelopes.map((e) => e.id),
    ]);
    const known = new Set(existing.rows.map((row) => row.id));
    const fresh = envelopes.filter((e) => !known.has(e.id));
    if (fresh.length < envelopes.length) {
      await client.query(`UPDATE eventlog.topics SET next_offset = next_offset - $2 WHERE topic = $1`, [
        topic,
        envelopes.length - fresh.length,
      ]);
      this.logger.debug({ topic, duplicates: envelopes.length - fresh.length }, 'skipped events already in the log');
    }
    if (fresh.length === 0) return;
    await client.query(
      `INSERT INTO eventlog.events (topic, "offset", key, id, type, payload, occurred_at, correlation_id, trace_parent)
       SELECT $1, $2::bigint + u.ord - 1, u.key, u.id, u.type, u.payload, u.occurred_at, u.correlation_id, u.trace_parent
         FROM unnest($3::text[], $4::uuid[], $5::text[], $6::bytea[], $7::timestamptz[], $8::text[], $9::text[])
              WITH ORDINALITY AS u(key, id, type, payload, occurred_at, correlation_id, trace_parent, ord)`,
      [
        topic,
        first,
        fresh.map((e) => e.key),
        fresh.map((e) => e.id),
        fresh.map((e) => e.type),
        fresh.map((e) => Buffer.from(e.payload.buffer, e.payload.byteOffset, e.payload.byteLength)),
        fresh.map((e) => e.occurredAt.toISOString()),
        fresh.map((e) => e.correlationId ?? null),
        fresh.map((e) => e.traceParent ?? null),
      ],
    );
    // Delivered at COMMIT, only if the transaction commits.
    await client.query(`SELECT pg_notify($1, $2)`, [EVENT_LOG_CHANNEL, topic]);
  }

  async subscribe(options: SubscribeOptions): Promise<EventSubscription> {
    this.assertOpen();
    if (!options.group) throw new Error('subscribe: group is required');
    if (options.topics.length === 0) throw new Error('subscribe: at least one topic is required');
    const topics = [...new Set(options.topics)];
    const member = new PgGroupMember(
      this.session,
      { ...options, topics },
      this.settings,
      this.logger.child({ group: options.group }),
      () => this.members.delete(member),
    );
    await member.start();
    this.members.add(member);
    await this.ensureListening();
    return { close: () => member.close() };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.listenerRetry);
    await Promise.all([...this.members].map((member) => member.close()));
    const listener = this.listener;
    this.listener = undefined;
    if (listener) {
      listener.removeAllListeners('notification');
      closeSession(listener);
    }
    await this.pool.end();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event-log transport is closed');
  }

  private async ensureListening(): Promise<void> {
    if (this.listener || this.closed) return;
    let client: Client | undefined;
    try {
      client = await openSession(this.session, (error) => {
        if (client && this.listener === client) this.onListenerLost(error);
      });
      client.on('notification', (message) => {
        if (message.channel !== EVENT_LOG_CHANNEL || !message.payload) return;
        for (const member of this.members) member.notify(message.payload);
      });
      await client.query(`LISTEN ${EVENT_LOG_CHANNEL}`);
      if (this.closed) {
        closeSession(client);
        return;
      }
      this.listener = client;
      // Anything appended while nobody listened is picked up now, not at the next poll.
      for (const member of this.members) member.wakeAll();
    } catch (error) {
      if (client) closeSession(client);
      this.onListenerLost(error as Error);
    }
  }

  private onListenerLost(error: Error): void {
    if (this.closed) return;
    this.logger.warn({ err: error }, 'event-log LISTEN connection lost; polling until it is back');
    const lost = this.listener;
    this.listener = undefined;
    if (lost) closeSession(lost);
    clearTimeout(this.listenerRetry);
    this.listenerRetry = setTimeout(() => void this.ensureListening(), this.settings.pollIntervalMs);
  }
}

interface MemberSettings {
  pollIntervalMs: number;
  batchSize: number;
  handlerConcurrency: number;
  retry: RetryPolicy;
}

interface EventRow extends StoredEventRow {
  offset: string;
}

type RoundOutcome = 'caught-up' | 'more' | 'busy' | 'failed' | 'stopped';

/** One subscription: a member of a consumer group, processing its topics one batch at a time. */
class PgGroupMember {
  private client?: Client;
  private readonly failures = new Map<string, { attempts: number; retryAt: number }>();
  private wakeRequested = false;
  private interruptSleep?: () => void;
  private stopping = false;
  private loop?: Promise<void>;
  private readonly limit: ConcurrencyLimit;

  constructor(
    private readonly session: ClientConfig,
    private readonly options: SubscribeOptions,
    private readonly settings: MemberSettings,
    private readonly logger: Logger,
    private readonly onClosed: () => void,
  ) {
    this.limit = new ConcurrencyLimit(settings.handlerConcurrency);
  }

  async start(): Promise<void> {
    const client = await this.connect();
    try {
      await client.query(
        `INSERT INTO eventlog.topics (topic) SELECT unnest($1::text[]) ON CONFLICT (topic) DO NOTHING`,
        [this.options.topics],
      );
      // A new group starts at the beginning of each topic.
      await client.query(
        `INSERT INTO eventlog.consumer_offsets ("group", topic, committed_offset)
         SELECT $1, unnest($2::text[]), 0 ON CONFLICT ("group", topic) DO NOTHING`,
        [this.options.group, this.options.topics],
      );
    } catch (error) {
      closeSession(client);
      throw error;
    }
    this.client = client;
    this.loop = this.run();
  }

  /**
   * A connection of its own: it carries the member's advisory locks, so losing it loses them. Its commits (the
   * offset updates) do not wait for the WAL flush: an offset lost in a server crash only redelivers events, which
   * the idempotent consumer absorbs.
   */
  private async connect(): Promise<Client> {
    let client: Client | undefined = undefined;
    client = await openSession(this.session, (error) => {
      if (!client || this.client !== client) return;
      this.logger.warn({ err: error }, 'event-log consumer connection lost');
      this.client = undefined;
      closeSession(client);
      this.wakeAll();
    });
    try {
      await client.query('SET synchronous_commit = off');
    } catch (error) {
      closeSession(client);
      throw error;
    }
    return client;
  }

  notify(topic: string): void {
    if (this.options.topics.includes(topic)) this.wakeAll();
  }

  wakeAll(): void {
    this.wakeRequested = true;
    this.interruptSleep?.();
  }

  async close(): Promise<void> {
    this.stopping = true;
    this.interruptSleep?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    let connectionFailures = 0;
    try {
      while (!this.stopping) {
        let more = false;
        let delay = this.settings.pollIntervalMs;
        try {
          const client = (this.client ??= await this.connect());
          for (const topic of this.options.topics) {
            if (this.stopping) break;
            const failure = this.failures.get(topic);
            if (failure && failure.retryAt > Date.now()) {
              delay = Math.min(delay, failure.retryAt - Date.now());
              continue;
            }
            const outcome = await this.round(client, topic);
            if (outcome === 'more') more = true;
            if (outcome === 'failed') delay = Math.min(delay, (this.failures.get(topic)?.retryAt ?? 0) - Date.now());
          }
          connectionFailures = 0;
        } catch (error) {
          // Lost connection or database error: drop the connection (its locks go with it) and retry.
          connectionFailures += 1;
          this.logger.error({ err: error, attempt: connectionFailures }, 'event-log consumer failed; reconnecting');
          if (this.client) closeSession(this.client);
          this.client = undefined;
          delay = retryDelayMs(this.settings.retry, connectionFailures);
        }
        if (!more && !this.stopping) await this.sleep(Math.max(delay, 0));
      }
    } finally {
      // Ended, so no session state (locks) can outlive the member.
      if (this.client) closeSession(this.client);
      this.client = undefined;
      this.onClosed();
    }
  }

  /** Processes one batch of `topic` if this member can own it right now. */
  private async round(client: Client, topic: string): Promise<RoundOutcome> {
    const { group } = this.options;
    const lock = await client.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS locked`,
      [group, topic],
    );
    if (!lock.rows[0].locked) return 'busy';
    try {
      const batch = await client.query<EventRow>(
        `SELECT "offset", key, id, type, payload, occurred_at, correlation_id, trace_parent
           FROM eventlog.events
          WHERE topic = $2 AND "offset" >= COALESCE(
                  (SELECT committed_offset FROM eventlog.consumer_offsets WHERE "group" = $1 AND topic = $2), 0)
          ORDER BY "offset" LIMIT $3`,
        [group, topic, this.settings.batchSize],
      );
      const records = batch.rows.map((row) => ({ key: row.key, offset: row.offset, row }));
      const failures: Array<{ error: unknown; row: EventRow }> = [];
      const outcomes = await runInKeyOrder(records, {
        limit: this.limit,
        shouldStop: () => this.stopping,
        apply: async ({ row }) => {
          try {
            await this.options.handle(envelopeFromRow(topic, row));
            return true;
          } catch (error) {
            failures.push({ error, row });
            return false;
          }
        },
      });
      const last = lastOfAppliedPrefix(records, (record) => outcomes.get(record) === 'applied');
      if (last) {
        await client.query(
          `UPDATE eventlog.consumer_offsets SET committed_offset = $3::bigint + 1, updated_at = now()
            WHERE "group" = $1 AND topic = $2`,
          [group, topic, last.offset],
        );
      }
      if (failures.length > 0) {
        const attempts = (this.failures.get(topic)?.attempts ?? 0) + 1;
        const delay = retryDelayMs(this.settings.retry, attempts);
        this.failures.set(topic, { attempts, retryAt: Date.now() + delay });
        for (const { error, row } of failures) {
          this.logger.error(
            {
              err: error,
              ...describeEnvelope(envelopeFromRow(topic, row)),
              offset: row.offset,
              attempt: attempts,
              retryInMs: delay,
            },
            'event handler failed; will retry the event',
          );
        }
        return 'failed';
      }
      if (this.stopping && last !== records[records.length - 1]) return 'stopped';
      this.failures.delete(topic);
      return batch.rows.length === this.settings.batchSize ? 'more' : 'caught-up';
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext($1), hashtext($2))`, [group, topic]);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakeRequested) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.interruptSleep = undefined;
        this.wakeRequested = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.interruptSleep = done;
    });
  }
}
