import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { parseEnv } from '../../src/config/env';
import { eventLogMigrateEnvSchema, migrateEventLogFromEnv } from '../../src/database/migrate-event-log';
import { migratorRoleOf, schemaRolesSql } from '../../src/database/schema-roles';
import type { EventEnvelope } from '../../src/events/event-envelope';
import { EVENT_LOG_SCHEMA, PostgresEventLogTransport } from '../../src/events/postgres-event-log.transport';
import { urlAsRole, withClient } from '../../../../tests/support/test-database';
import { probe, seqOf, uniqueName, waitFor } from './event.fixtures';
import { createScratchDatabase, requireTestDatabaseUrl, type ScratchDatabase } from './test-database';

/**
 * The Postgres event log with two roles (ADR 040): its migrate step connects as `eventlog_migrator`
 * (MIGRATION_DATABASE_URL, the chart's events.postgresLog.migratorSecret), and the services' role publishes and
 * consumes with rows only.
 */
const suffix = randomBytes(3).toString('hex');
const runtime = `eventlog_probe_${suffix}`;
const migrator = migratorRoleOf(runtime);
const password = randomBytes(12).toString('hex');
let database: ScratchDatabase;
let applied: string[];

const urlAs = (role: string): string => urlAsRole(database.url, role, password);

beforeAll(async () => {
  database = await createScratchDatabase('kit_eventlog_roles');
  await withClient(database.url, async (client) => {
    await client.query(`CREATE ROLE "${runtime}" LOGIN PASSWORD '${password}'`);
    await client.query(`CREATE ROLE "${migrator}" LOGIN PASSWORD '${password}'`);
    await client.query(
      `GRANT CONNECT ON DATABASE "${new URL(database.url).pathname.slice(1)}" TO "${runtime}", "${migrator}"`,
    );
    for (const statement of schemaRolesSql({ schema: EVENT_LOG_SCHEMA, runtime, migrator }))
      await client.query(statement);
  });
  const env = parseEnv(eventLogMigrateEnvSchema, {
    DATABASE_URL: urlAs(runtime),
    EVENT_LOG_DATABASE_URL: urlAs(runtime),
    MIGRATION_DATABASE_URL: urlAs(migrator),
  });
  applied = await migrateEventLogFromEnv(env);
}, 60_000);

afterAll(async () => {
  await database?.drop();
  // Roles are the server's: gone with nothing left to own once their database is.
  await withClient(requireTestDatabaseUrl(), async (client) => {
    await client.query(`DROP ROLE IF EXISTS "${runtime}"`);
    await client.query(`DROP ROLE IF EXISTS "${migrator}"`);
  });
});

it('migrates the event log as the migrator, which owns its schema and tables', async () => {
  expect(applied.length).toBeGreaterThan(0);
  const owners = await withClient(database.url, async (client) => {
    const { rows } = await client.query<{ owner: string }>(
      `SELECT DISTINCT pg_get_userbyid(c.relowner) AS owner FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1
       UNION SELECT pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = $1`,
      [EVENT_LOG_SCHEMA],
    );
    return rows.map((row) => row.owner);
  });
  expect(owners).toEqual([migrator]);
});

it("publishes and consumes through the services' role, which cannot change the schema", async () => {
  const transport = new PostgresEventLogTransport({
    connectionString: urlAs(runtime),
    pollIntervalMs: 250,
    retry: { initialDelayMs: 20, maxDelayMs: 200 },
    logger: pino({ level: 'silent' }),
  });
  try {
    const topic = uniqueName('roles');
    const received: EventEnvelope[] = [];
    await transport.subscribe({
      group: uniqueName('group'),
      topics: [topic],
      handle: async (e) => void received.push(e),
    });
    await transport.publish([probe(topic, 'k', 1), probe(topic, 'k', 2)]);
    await waitFor('2 events', () => received.length >= 2);
    expect(received.map(seqOf)).toEqual([1, 2]);
  } finally {
    await transport.close();
  }
  await withClient(urlAs(runtime), async (client) => {
    await expect(client.query(`CREATE TABLE "${EVENT_LOG_SCHEMA}".extra (id int)`)).rejects.toThrow(
      /permission denied/,
    );
  });
});

it('finds nothing pending on a second run', async () => {
  const env = parseEnv(eventLogMigrateEnvSchema, { MIGRATION_DATABASE_URL: urlAs(migrator) });
  expect(await migrateEventLogFromEnv(env)).toEqual([]);
});
