import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { Pool, type PoolConfig } from 'pg';

/** One key's count in its current window, and the milliseconds left of that window. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: RateLimitCount) => void;

/**
 * What @fastify/rate-limit really passes a store's constructor and `child` (its merged settings, with the route as
 * routeInfo: index.js mergeParams); its typings describe something else.
 */
interface RateLimitStoreSettings {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}
const settingsOf = (passed: object): RateLimitStoreSettings => passed;

/** A store as the plugin calls it: `incr` gets the window too (its typings omit it). */
export interface WindowedRateLimitStore extends FastifyRateLimitStore {
  incr(key: string, callback: Callback, timeWindow?: number): void;
  child(passed: object): WindowedRateLimitStore;
}
export type WindowedRateLimitStoreCtor = new (passed: object) => WindowedRateLimitStore;

export interface RateLimitCounters {
  hit(key: string, windowMs: number): Promise<RateLimitCount>;
}

/** Fixed windows counted in this process only: the embedded stack's store, and the fallback of the shared one. */
export class InMemoryRateLimitCounters implements RateLimitCounters {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();

  constructor(
    private readonly maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.makeRoom(now);
      window = { hits: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return Promise.resolve({ current: window.hits, ttl: window.endsAt - now });
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full of live windows: forget the oldest (Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

const HIT = `
  INSERT INTO gateway.rate_limit_counters AS counter (key, hits, window_ends_at)
  VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN counter.window_ends_at <= now() THEN 1 ELSE counter.hits + 1 END,
    window_ends_at = CASE WHEN counter.window_ends_at <= now() THEN EXCLUDED.window_ends_at
                          ELSE counter.window_ends_at END
  RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM window_ends_at - now()) * 1000))::bigint AS ttl_ms`;

export interface PostgresRateLimitOptions {
  connectionString: string;
  poolSize: number;
  /** A query slower than this counts as failed: the request is counted in memory instead of waiting. */
  queryTimeoutMs: number;
  /** How often expired windows are deleted. */
  sweepIntervalMs: number;
}

/**
 * Counts in the `gateway` schema's `rate_limit_counters`, shared by every gateway pod: one fixed window per key,
 * started by its first hit, on the database's clock. Expired windows are swept periodically.
 */
export class PostgresRateLimitCounters implements RateLimitCounters {
  private readonly pool: Pool;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    options: PostgresRateLimitOptions,
    private readonly logger: FastifyBaseLogger,
  ) {
    const config: PoolConfig = {
      connectionString: options.connectionString,
      max: options.poolSize,
      application_name: 'village-gateway-rate-limits',
      connectionTimeoutMillis: options.queryTimeoutMs,
      query_timeout: options.queryTimeoutMs,
    };
    this.pool = new Pool(config);
    this.pool.on('error', (error) => this.logger.warn({ err: error }, 'idle rate-limit connection failed'));
    this.sweeper = setInterval(() => void this.sweep(), options.sweepIntervalMs).unref();
  }

  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const result = await this.pool.query<{ hits: number; ttl_ms: string }>(HIT, [key, windowMs]);
    const row = result.rows[0];
    return { current: row.hits, ttl: Number(row.ttl_ms) };
  }

  async sweep(): Promise<number> {
    try {
      const result = await this.pool.query('DELETE FROM gateway.rate_limit_counters WHERE window_ends_at < now()');
      return result.rowCount ?? 0;
    } catch (error) {
      this.logger.warn({ err: error }, 'could not sweep expired rate-limit windows');
      return 0;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await this.pool.end();
  }
}

/**
 * A store class for @fastify/rate-limit over shared counters. Each route's limit (a child store) counts under its
 * own prefix, as the plugin's stores do. When the shared counters fail (database down or slow), the hit is counted
 * in this process instead: limits stay enforced, per pod, until the database is back.
 */
export function rateLimitStoreOver(
  counters: RateLimitCounters,
  fallback: RateLimitCounters,
  logger: FastifyBaseLogger,
): WindowedRateLimitStoreCtor {
  let failing = false;
  const count = async (key: string, windowMs: number): Promise<RateLimitCount> => {
    try {
      const counted = await counters.hit(key, windowMs);
      if (failing) logger.info('shared rate-limit counters are back');
      failing = false;
      return counted;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, 'shared rate-limit counters failed: counting in this process');
      failing = true;
      return fallback.hit(key, windowMs);
    }
  };
  return class SharedRateLimitStore implements WindowedRateLimitStore {
    constructor(
      passed: object,
      private readonly prefix = '',
    ) {
      const settings = settingsOf(passed);
      if (settings.continueExceeding || settings.exponentialBackoff) {
        throw new Error(
          'The shared rate-limit store counts fixed windows: continueExceeding and exponentialBackoff are not supported',
        );
      }
    }

    incr(key: string, callback: Callback, timeWindow?: number): void {
      if (timeWindow === undefined) {
        callback(new Error('@fastify/rate-limit passed no time window'));
        return;
      }
      count(this.prefix + key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(passed: object): WindowedRateLimitStore {
      const route = settingsOf(passed).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(passed, `${this.prefix}${method}${route?.url ?? ''}-`);
    }
  };
}
