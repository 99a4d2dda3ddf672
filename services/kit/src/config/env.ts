import { z } from 'zod';
import { tracingEnvShape } from '../tracing/tracing.env';

export class EnvValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvValidationError';
  }
}

const booleanFromString = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Kept as text: eventsConfigFromEnv parses it (and checks its range), for scripts that pass raw env too. */
const wholeMs = z.string().regex(/^\d+$/, 'expected whole milliseconds');
/** Likewise: a count eventsConfigFromEnv checks the range of. */
const wholeNumber = z.string().regex(/^\d+$/, 'expected a whole number');

export const baseServiceEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  JWKS_URL: z.url(),
  JWT_ISSUER: z.string().min(1).default('village-identity'),
  JWT_AUDIENCE: z.string().min(1).default('village'),
  KAFKA_BROKERS: z.string().min(1).optional(),
  KAFKA_CLIENT_ID: z.string().min(1).optional(),
  KAFKA_SSL: z.enum(['true', 'false']).optional(),
  KAFKA_SSL_CA_FILE: z.string().min(1).optional(),
  KAFKA_SASL_MECHANISM: z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional(),
  KAFKA_SASL_USERNAME: z.string().min(1).optional(),
  KAFKA_SASL_PASSWORD: z.string().min(1).optional(),
  KAFKA_SESSION_TIMEOUT_MS: wholeMs.optional(),
  KAFKA_HEARTBEAT_INTERVAL_MS: wholeMs.optional(),
  KAFKA_PARTITIONS_CONSUMED_CONCURRENTLY: wholeNumber.optional(),
  KAFKA_HANDLER_CONCURRENCY: wholeNumber.optional(),
  KAFKA_COMMIT_INTERVAL_MS: wholeMs.optional(),
  EVENT_LOG_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  EVENT_LOG_BATCH_SIZE: wholeNumber.optional(),
  OUTBOX_RELAY_BATCH_SIZE: wholeNumber.optional(),
  GRAPHQL_INTROSPECTION: booleanFromString.optional(),
  /** After SIGTERM: how long readiness says 503 while requests are still served, before the server closes. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** How long a readiness check (the database, a service's own) may keep failing before readiness fails. */
  READINESS_FAILURE_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // Connections each pool of the process may open (the chart sums them over pods against the server's limit).
  // The app pool also lends the outbox relay its long-lived session, hence at least 2.
  DB_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  JOB_QUEUE_DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(4),
  EVENT_LOG_DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(5),
  /** Serve Prometheus metrics on this port (GET /metrics, a listener of its own); unset: no listener. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  ...tracingEnvShape,
});

export type BaseServiceEnv = z.infer<typeof baseServiceEnvSchema>;

export function parseEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(root)';
    const present = issue.path.length === 1 && source[String(issue.path[0])] !== undefined;
    return `${name}: ${present ? issue.message : 'is required but not set'}`;
  });
  throw new EnvValidationError(problems);
}

export function loadEnvOrExit<S extends z.ZodType>(
  schema: S,
  serviceName: string,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  try {
    return parseEnv(schema, source);
  } catch (error) {
    if (error instanceof EnvValidationError) {
      process.stderr.write(`[${serviceName}] cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
