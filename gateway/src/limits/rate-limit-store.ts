import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { GatewayEnv } from '../env';
import { InMemoryRateLimitCounters, PostgresRateLimitCounters, rateLimitStoreOver } from './postgres-rate-limit.store';

/** Keys one process remembers at most (as @fastify/rate-limit's own in-memory store). */
const IN_MEMORY_KEYS = 5000;
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The store of every rate limit: shared through Postgres when RATE_LIMIT_DATABASE_URL is set (closed with the
 * app), else undefined (the plugin's own per-process store).
 */
export function rateLimitStore(
  env: GatewayEnv,
  logger: FastifyBaseLogger,
  app: FastifyInstance,
): FastifyRateLimitStoreCtor | undefined {
  if (!env.RATE_LIMIT_DATABASE_URL) return undefined;
  const counters = new PostgresRateLimitCounters(
    {
      connectionString: env.RATE_LIMIT_DATABASE_URL,
      poolSize: env.RATE_LIMIT_DB_POOL_MAX,
      queryTimeoutMs: env.RATE_LIMIT_DB_TIMEOUT_MS,
      sweepIntervalMs: SWEEP_INTERVAL_MS,
    },
    logger,
  );
  app.addHook('onClose', async () => counters.close());
  return rateLimitStoreOver(counters, new InMemoryRateLimitCounters(IN_MEMORY_KEYS), logger);
}
