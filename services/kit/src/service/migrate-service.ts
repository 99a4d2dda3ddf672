import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { loadEnvOrExit } from '../config/env';
import { migrateJobQueue, type JobQueueMigration } from '../jobs/job-queue.migration';
import { serviceDataSourceOptions } from '../database/data-source-options';
import { migrateStepOf, type MigrateStep } from '../database/migration-phase';
import { isLockTimeout, runMigrations, withMigrationLock, type MigrationTimeouts } from '../database/run-migrations';
import type { ServiceDefinition } from './define-service';

const postgresUrl = z.url({ protocol: /^postgres(ql)?$/ });
const postgresDuration = z.string().regex(/^\d+(ms|s|min|h)?$/, 'must be a PostgreSQL duration such as 5s or 10min');

const migrateEnvFields = z.object({
  MIGRATION_DATABASE_URL: postgresUrl.optional(),
  MIGRATION_LOCK_TIMEOUT: postgresDuration.default('5s'),
  MIGRATION_STATEMENT_TIMEOUT: postgresDuration.default('15min'),
  /** Attempts after a lock_timeout, 2 s, 4 s, 8 s … apart (capped at 30 s), before the run fails. */
  MIGRATION_LOCK_RETRIES: z.coerce.number().int().min(0).max(20).default(5),
});

/**
 * A migrate entry's environment. MIGRATION_DATABASE_URL is the migrator role (owner of the schema), connected
 * directly, never through a pooler (advisory locks and session settings need one server session); without it,
 * where one role does everything (embedded stack, tests), the runtime role's URL, named `runtimeUrl`
 * (DATABASE_URL for the services, RATE_LIMIT_DATABASE_URL for the gateway's schema).
 */
export function migrateEnvSchemaOf<const K extends string>(runtimeUrl: K) {
  return (
    migrateEnvFields
      .extend({ [runtimeUrl]: postgresUrl.optional() } as Record<K, z.ZodOptional<typeof postgresUrl>>)
      // Reported as MIGRATION_DATABASE_URL missing: the runtime URL is the fallback, not the variable to set.
      .refine((env) => migrationUrlOf(env, runtimeUrl), { path: ['MIGRATION_DATABASE_URL'] })
  );
}

/** The URL a migrate entry connects with: the migrator's when set, else the runtime role's (`runtimeUrl`). */
export function migrationUrlOf(
  env: { MIGRATION_DATABASE_URL?: string } & Partial<Record<string, unknown>>,
  runtimeUrl: string,
): string | undefined {
  const url = env.MIGRATION_DATABASE_URL ?? env[runtimeUrl];
  return typeof url === 'string' ? url : undefined;
}

/** The timeouts every migration connection sets (MIGRATION_LOCK_TIMEOUT, MIGRATION_STATEMENT_TIMEOUT). */
export function migrationTimeoutsOf(
  env: Pick<z.infer<typeof migrateEnvFields>, 'MIGRATION_LOCK_TIMEOUT' | 'MIGRATION_STATEMENT_TIMEOUT'>,
): MigrationTimeouts {
  return { lockTimeout: env.MIGRATION_LOCK_TIMEOUT, statementTimeout: env.MIGRATION_STATEMENT_TIMEOUT };
}

export const migrateEnvSchema = migrateEnvSchemaOf('DATABASE_URL');
export type MigrateEnv = z.infer<typeof migrateEnvSchema>;

export interface MigrateSettings {
  url: string;
  step: MigrateStep;
  timeouts: MigrationTimeouts;
  lockRetries: number;
  /** Wait before retry `attempt` (1-based) after a lock_timeout. */
  retryDelayMs?: (attempt: number) => number;
}

export function migrateSettingsOf(env: MigrateEnv, argv: readonly string[]): MigrateSettings {
  return {
    url: migrationUrlOf(env, 'DATABASE_URL') as string,
    step: migrateStepOf(argv),
    timeouts: migrationTimeoutsOf(env),
    lockRetries: env.MIGRATION_LOCK_RETRIES,
  };
}

/** What the migrate step did to the job queue's tables, in the words of its output line. */
export function describeJobQueueMigration({ from, to }: JobQueueMigration): string {
  if (from === null) return `job queue installed (version ${to})`;
  if (from === to) return `job queue is up to date (version ${to})`;
  return `job queue upgraded from version ${from} to ${to}`;
}

export interface SchemaMigration {
  applied: string[];
  /** Null in the `post` step: the job queue is migrated before the new version starts. */
  jobQueue: JobQueueMigration | null;
  waitedForLock: boolean;
}

const defaultRetryDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Migrates a service's schema under its migration lock: its TypeORM migrations of the step, then (before a deploy)
 * the job queue's tables. A migration that times out waiting for a lock rolled back whole; it is tried again.
 */
export async function migrateServiceSchema(
  definition: Pick<ServiceDefinition, 'schema' | 'dataSourceEntities' | 'migrations'>,
  settings: MigrateSettings,
  say: (line: string) => void = () => undefined,
): Promise<SchemaMigration> {
  const { schema } = definition;
  let waitedForLock = false;
  return withMigrationLock(
    settings.url,
    schema,
    async () => {
      const applied: string[] = [];
      for (let attempt = 0; ; attempt += 1) {
        try {
          applied.push(
            ...(await runMigrations(serviceDataSourceOptionsOf(definition, settings.url, 1), {
              step: settings.step,
              timeouts: settings.timeouts,
            })),
          );
          break;
        } catch (error) {
          if (!isLockTimeout(error)) throw error;
          if (attempt >= settings.lockRetries) throw lockTimeoutError(settings, attempt + 1, error);
          const delay = (settings.retryDelayMs ?? defaultRetryDelayMs)(attempt + 1);
          say(
            `${schema}: a migration waited more than ${settings.timeouts.lockTimeout} for a lock held by live ` +
              `traffic and was rolled back; trying again in ${delay} ms`,
          );
          await sleep(delay);
        }
      }
      const jobQueue = settings.step === 'post' ? null : await migrateJobQueue(settings.url, schema, settings.timeouts);
      return { applied, jobQueue, waitedForLock };
    },
    () => {
      waitedForLock = true;
      say(`${schema}: another migration of this schema is running; waiting for it to finish`);
    },
  );
}

function lockTimeoutError(settings: MigrateSettings, attempts: number, cause: unknown): Error {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new Error(
    `gave up after ${attempts} attempt(s): each waited more than MIGRATION_LOCK_TIMEOUT=` +
      `${settings.timeouts.lockTimeout} for a lock held by live traffic (${detail}); the migration was rolled ` +
      `back and changed nothing. Retry when the long transaction is gone.`,
    { cause },
  );
}

/**
 * A service's `migrate.ts`: the step that runs around a deploy (`--phase pre` before the new version starts,
 * `--phase post` once the old one is gone; no flag: everything, as a fresh stack does).
 */
export async function migrateService(
  definition: Pick<ServiceDefinition, 'schema' | 'dataSourceEntities' | 'migrations'>,
  argv: readonly string[] = process.argv.slice(2),
): Promise<void> {
  const { schema } = definition;
  const env = loadEnvOrExit(migrateEnvSchema, `${schema}-migrate`);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const settings = migrateSettingsOf(env, argv);
    const { applied, jobQueue } = await migrateServiceSchema(definition, settings, out);
    const step = settings.step === 'all' ? '' : ` (${settings.step}-deploy)`;
    out(`${schema}${step}: ${applied.length === 0 ? 'schema is up to date' : `applied ${applied.join(', ')}`}`);
    if (jobQueue) out(`${schema}: ${describeJobQueueMigration(jobQueue)}`);
  } catch (error) {
    process.stderr.write(`${schema}: migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

/** The DataSource options of a declared service on a database. */
export function serviceDataSourceOptionsOf(
  definition: Pick<ServiceDefinition, 'schema' | 'dataSourceEntities' | 'migrations'>,
  url: string,
  poolSize?: number,
): ReturnType<typeof serviceDataSourceOptions> {
  return serviceDataSourceOptions({
    url,
    schema: definition.schema,
    entities: [...definition.dataSourceEntities],
    migrations: [...definition.migrations],
    poolSize,
  });
}
