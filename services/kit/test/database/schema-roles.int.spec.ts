import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { z } from 'zod';
import { createKitTables, OUTBOX_CHANNEL } from '../../src/events/kit-tables.migration';
import { defineJob, handleJob } from '../../src/jobs/job-definition';
import { PgBossJobQueue } from '../../src/jobs/pg-boss.job-queue';
import { migratorRoleOf, schemaRolesSql } from '../../src/database/schema-roles';
import { migrateServiceSchema } from '../../src/service/migrate-service';
import { definitionOf, settingsFor, tableMigration, testDatabaseUrl, urlAs, withClient } from './migration-fixtures';

/**
 * The role split on a schema that was, before it, owned and migrated by the runtime role (every deployment until
 * now): after `schemaRolesSql`, the migrator migrates (tables, a function and its trigger, the job queue), and the
 * runtime role does everything the service does at run time, and no DDL.
 */
const suffix = randomBytes(3).toString('hex');
const schema = `roles_probe_${suffix}`;
const runtime = `roles_probe_${suffix}`;
const migrator = migratorRoleOf(runtime);
const password = randomBytes(12).toString('hex');
const PingJob = defineJob('ping', z.object({ n: z.number() }));

const kitTables = tableMigration('KitTables1700000000001', (runner) => createKitTables(runner, schema));
const notes = tableMigration('Notes1700000000002', async (runner) => {
  await runner.query('CREATE TABLE "notes" ("id" bigserial PRIMARY KEY, "body" text NOT NULL)');
  await runner.query(
    `CREATE FUNCTION "notes_no_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN IF NEW.body = '' THEN RAISE EXCEPTION 'empty note'; END IF; RETURN NEW; END $$`,
  );
  await runner.query(
    'CREATE TRIGGER "notes_no_empty" BEFORE INSERT ON "notes" FOR EACH ROW EXECUTE FUNCTION "notes_no_empty"()',
  );
});

async function asAdmin(sql: string[]): Promise<void> {
  await withClient(testDatabaseUrl(), async (client) => {
    for (const statement of sql) await client.query(statement);
  });
}

const database = () => new URL(testDatabaseUrl()).pathname.slice(1);

beforeAll(async () => {
  await asAdmin([
    `CREATE ROLE "${runtime}" LOGIN PASSWORD '${password}'`,
    `CREATE ROLE "${migrator}" LOGIN PASSWORD '${password}'`,
    `GRANT CONNECT ON DATABASE "${database()}" TO "${runtime}", "${migrator}"`,
    // Before the split: the runtime role owns its schema and ran its migrations.
    `CREATE SCHEMA "${schema}" AUTHORIZATION "${runtime}"`,
  ]);
  await migrateServiceSchema(
    definitionOf(schema, [kitTables]),
    settingsFor(urlAs(runtime, password), { step: 'post' }),
  );
  await asAdmin(schemaRolesSql({ schema, runtime, migrator }));
  await migrateServiceSchema(definitionOf(schema, [kitTables, notes]), settingsFor(urlAs(migrator, password)));
}, 60_000);

afterAll(async () => {
  await asAdmin([
    `DROP SCHEMA IF EXISTS "${schema}" CASCADE`,
    `DROP OWNED BY "${runtime}", "${migrator}"`,
    `DROP ROLE IF EXISTS "${runtime}"`,
    `DROP ROLE IF EXISTS "${migrator}"`,
  ]);
});

it('makes the migrator the owner of the schema and of everything in it, the old tables included', async () => {
  const owners = await withClient(testDatabaseUrl(), async (client) => {
    const { rows } = await client.query<{ owner: string }>(
      `SELECT DISTINCT pg_get_userbyid(c.relowner) AS owner FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1
       UNION SELECT pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = $1
       UNION SELECT DISTINCT pg_get_userbyid(p.proowner) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = $1`,
      [schema],
    );
    return rows.map((row) => row.owner);
  });
  expect(owners).toEqual([migrator]);
});

it('lets the runtime role do its DML, with the triggers, sequences and NOTIFY it relies on', async () => {
  await withClient(urlAs(runtime, password), async (client) => {
    await client.query(`SET search_path = "${schema}"`);
    const notified = new Promise<string>((resolve) =>
      client.once('notification', (message) => resolve(message.payload ?? '')),
    );
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    await client.query(
      `INSERT INTO outbox (id, topic, key, type, payload, occurred_at) VALUES (gen_random_uuid(), 't', 'k', 'T', '\\x00', now())`,
    );
    expect(await notified).toBe(schema);
    const { rows } = await client.query<{ id: string }>(`INSERT INTO notes (body) VALUES ('hello') RETURNING id`);
    await client.query(`UPDATE notes SET body = 'bye' WHERE id = $1`, [rows[0].id]);
    await expect(client.query(`INSERT INTO notes (body) VALUES ('')`)).rejects.toThrow('empty note');
    await client.query(`DELETE FROM notes WHERE id = $1`, [rows[0].id]);
    await client.query(`DELETE FROM outbox`);
    await client.query(`INSERT INTO processed_events (consumer_group, event_id) VALUES ('g', gen_random_uuid())`);
    expect((await client.query('SELECT count(*)::int AS n FROM migrations')).rows[0]).toEqual({ n: 2 });
  });
});

it.each([
  ['DROP TABLE', 'DROP TABLE notes'],
  ['ALTER TABLE', 'ALTER TABLE notes ADD COLUMN extra text'],
  ['CREATE TABLE', 'CREATE TABLE intruder (i int)'],
  ['CREATE INDEX', 'CREATE INDEX notes_body_idx ON notes (body)'],
  ['TRUNCATE', 'TRUNCATE outbox'],
  ['DROP FUNCTION', 'DROP FUNCTION outbox_notify() CASCADE'],
  ['DROP a table made before the split', 'DROP TABLE processed_events'],
])('refuses the runtime role %s', async (_what, sql) => {
  await withClient(urlAs(runtime, password), async (client) => {
    await client.query(`SET search_path = "${schema}"`);
    await expect(client.query(sql)).rejects.toMatchObject({ code: '42501' });
  });
});

it('runs the job queue the migrator installed as the runtime role', async () => {
  let handled: (n: number) => void = () => undefined;
  const ran = new Promise<number>((resolve) => (handled = resolve));
  const queue = new PgBossJobQueue({
    databaseUrl: urlAs(runtime, password),
    schema,
    jobs: [handleJob(PingJob, ({ n }) => Promise.resolve(handled(n)))],
    logger: pino({ level: 'silent' }),
    pollingIntervalSeconds: 0.5,
  });
  try {
    await queue.start();
    await queue.startWorkers();
    await queue.send(PingJob, { n: 7 });
    expect(await ran).toBe(7);
  } finally {
    await queue.stop();
  }
}, 30_000);
