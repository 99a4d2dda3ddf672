import type { Pool, PoolClient } from 'pg';
import pino, { type Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { EventEnvelope } from './event-envelope';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type EventTransport, type RetryPolicy } from './event-transport.port';
import { OUTBOX_CHANNEL, quoteSchema } from './kit-tables.migration';
import { OutboxEvent } from './outbox.entity';
import { acquireClient, releaseClient } from './pg-client.util';
import { startPublishSpans } from '../tracing/event-spans';
import { envelopeFromRow, type StoredEventRow } from './stored-event-row';

/** Rows the relay ships per publish unless configured (OUTBOX_RELAY_BATCH_SIZE). */
export const DEFAULT_OUTBOX_RELAY_BATCH_SIZE = 100;

export interface OutboxRelayOptions {
  /** The service's DataSource (Postgres, with `OutboxEvent` among its entities). */
  dataSource: DataSource;
  transport: EventTransport;
  logger?: Logger;
  /** Rows shipped per publish (default 100). */
  batchSize?: number;
  /** Poll when no notification arrives (default 1000 ms); also how often a standby relay tries to take over. */
  pollIntervalMs?: number;
  /** Backoff after a failed publish or a lost connection. */
  retry?: RetryPolicy;
}

interface OutboxRow extends StoredEventRow {
  topic: string;
}

class RelayPublishError extends Error {
  constructor(count: number, cause: unknown) {
    super(`publishing ${count} outbox events failed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'RelayPublishError';
  }
}

/** Advisory-lock namespace of relays (first key); the second is hashtext(schema). */
const RELAY_LOCK_NAMESPACE = 'village.outbox-relay';

/**
 * Ships committed outbox rows to the transport, oldest `seq` first, then
 * deletes them. One relay per service works at a time: it holds a session
 * advisory lock on its own connection (the others stand by and take over when
 * that connection goes away). It wakes on the outbox trigger's NOTIFY, with a
 * poll as fallback. At-least-once: a crash between publish and delete
 * publishes those rows again (same event ids; consumers are idempotent and the
 * Postgres log does not append an id twice).
 */
export class OutboxRelay {
  private readonly pool: Pool;
  private readonly schema: string;
  private readonly table: string;
  private readonly logger: Logger;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly retry: RetryPolicy;
  private connection?: PoolClient;
  private leader = false;
  private stopping = false;
  private loop?: Promise<void>;
  private wakeRequested = false;
  private interruptSleep?: () => void;

  constructor(private readonly options: OutboxRelayOptions) {
    const { dataSource } = options;
    if (dataSource.options.type !== 'postgres') throw new Error('OutboxRelay needs a Postgres DataSource');
    if (!dataSource.hasMetadata(OutboxEvent)) {
      throw new Error(
        'OutboxRelay: OutboxEvent is not an entity of this DataSource; add EVENT_ENTITIES to its entities',
      );
    }
    const metadata = dataSource.getMetadata(OutboxEvent);
    this.schema = metadata.schema ?? 'public';
    this.table = `${quoteSchema(this.schema)}."${metadata.tableName}"`;
    this.pool = (dataSource.driver as unknown as { master: Pool }).master;
    this.logger = (options.logger ?? pino({ level: 'info' })).child({ component: 'outbox-relay', schema: this.schema });
    this.batchSize = options.batchSize ?? DEFAULT_OUTBOX_RELAY_BATCH_SIZE;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
  }

  /** Starts relaying in the background (returns at once; a standby relay keeps trying to take over). */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Stops after the batch in flight; releases the lock and the connection. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.interruptSleep?.();
    await this.loop;
    this.loop = undefined;
  }

  get isLeader(): boolean {
    return this.leader;
  }

  /** Rows not shipped yet (for health checks and tests). */
  async backlog(): Promise<number> {
    const rows: Array<{ count: string }> = await this.options.dataSource.query(
      `SELECT count(*) AS count FROM ${this.table}`,
    );
    return Number(rows[0].count);
  }

  /** Resolves when the outbox is empty (shipped by this or the leading relay); rejects after `timeoutMs`. */
  async drain(timeoutMs = 30_000): Promise<void> {
    if (!this.loop) throw new Error('OutboxRelay.drain: the relay is not running');
    const deadline = Date.now() + timeoutMs;
    this.wake();
    for (;;) {
      const left = await this.backlog();
      if (left === 0) return;
      if (Date.now() >= deadline)
        throw new Error(`Outbox of ${this.schema} not drained within ${timeoutMs} ms: ${left} left`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private wake(): void {
    this.wakeRequested = true;
    this.interruptSleep?.();
  }

  private async run(): Promise<void> {
    let failures = 0;
    try {
      while (!this.stopping) {
        let delay = this.pollIntervalMs;
        let more = false;
        try {
          const connection = this.connection ?? (await this.connect());
          if (!this.leader) this.leader = await this.tryLead(connection);
          if (this.leader) more = (await this.shipBatch(connection)) === this.batchSize;
          failures = 0;
        } catch (error) {
          failures += 1;
          delay = retryDelayMs(this.retry, failures);
          this.logger.error({ err: error, attempt: failures, retryInMs: delay }, 'outbox relay failed; will retry');
          // A database error may have broken the session: start again on a fresh one (the lock goes with it).
          if (!(error instanceof RelayPublishError)) this.dropConnection();
        }
        if (!more && !this.stopping) await this.sleep(delay);
      }
    } finally {
      await this.disconnect();
    }
  }

  private async connect(): Promise<PoolClient> {
    const connection = await acquireClient(this.pool);
    connection.on('notification', (message) => {
      if (message.channel === OUTBOX_CHANNEL && message.payload === this.schema) this.wake();
    });
    connection.on('error', (error) => {
      this.logger.warn({ err: error }, 'outbox relay connection lost');
      if (this.connection === connection) this.dropConnection();
    });
    try {
      await connection.query(`LISTEN ${OUTBOX_CHANNEL}`);
      // Only the relay's DELETEs commit on this session (it is destroyed, never pooled again): a DELETE lost in a
      // server crash republishes rows the transports and consumers already deduplicate, so it need not wait for
      // the WAL flush.
      await connection.query('SET synchronous_commit = off');
    } catch (error) {
      releaseClient(connection, true);
      throw error;
    }
    this.connection = connection;
    return connection;
  }

  private async tryLead(connection: PoolClient): Promise<boolean> {
    const result = await connection.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS locked`,
      [RELAY_LOCK_NAMESPACE, this.schema],
    );
    const locked = result.rows[0].locked;
    if (locked) this.logger.debug('relay leads');
    return locked;
  }

  private async shipBatch(connection: PoolClient): Promise<number> {
    const { rows } = await connection.query<OutboxRow>(
      `SELECT id, topic, key, type, payload, occurred_at, correlation_id, trace_parent
         FROM ${this.table} ORDER BY seq LIMIT $1`,
      [this.batchSize],
    );
    if (rows.length === 0) return 0;
    const envelopes: EventEnvelope[] = rows.map((row) => envelopeFromRow(row.topic, row));
    const publishing = startPublishSpans(envelopes);
    try {
      await this.options.transport.publish(publishing.envelopes);
      publishing.end();
    } catch (error) {
      publishing.end(error);
      // Keep the connection (and the lock): the transport failed, not Postgres.
      throw new RelayPublishError(envelopes.length, error);
    }
    await connection.query(`DELETE FROM ${this.table} WHERE id = ANY($1::uuid[])`, [rows.map((row) => row.id)]);
    this.logger.debug({ count: rows.length }, 'shipped outbox events');
    return rows.length;
  }

  private dropConnection(): void {
    const connection = this.connection;
    this.connection = undefined;
    this.leader = false;
    if (connection) releaseClient(connection, true);
  }

  private async disconnect(): Promise<void> {
    // Destroying the connection releases the advisory lock and the LISTEN.
    this.dropConnection();
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
