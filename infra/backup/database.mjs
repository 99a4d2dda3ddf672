// The `village` database, logically: every service schema (and `eventlog` when present) table by table, read inside
// ONE `REPEATABLE READ READ ONLY` transaction so that all schemas come from the same snapshot, written as one NDJSON
// file per table (each line the row's `to_jsonb`, so every type round-trips through the server's own text I/O).
// Restore empties the migrated schemas and loads the rows back with triggers off, then sets the sequences.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import pg from 'pg';

const FETCH_ROWS = 1000;
const INSERT_ROWS = 500;

export const quote = (name) => `"${name.replaceAll('"', '""')}"`;
const qualified = (schema, table) => `${quote(schema)}.${quote(table)}`;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function tablesOf(client, schemas) {
  const { rows } = await client.query(
    `SELECT n.nspname AS schema, c.relname AS table
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY($1) AND NOT c.relispartition
      ORDER BY 1, 2`,
    [schemas],
  );
  return rows;
}

async function sequencesOf(client, schemas) {
  const { rows } = await client.query(
    `SELECT schemaname AS schema, sequencename AS sequence FROM pg_sequences WHERE schemaname = ANY($1) ORDER BY 1, 2`,
    [schemas],
  );
  const values = [];
  for (const { schema, sequence } of rows) {
    const { rows: state } = await client.query(
      `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${qualified(schema, sequence)}`,
    );
    values.push({ schema, sequence, ...state[0] });
  }
  return values;
}

async function migrationsOf(client, schemas) {
  const applied = {};
  for (const schema of schemas) {
    const { rows: exists } = await client.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [
      `${quote(schema)}.migrations`,
    ]);
    if (!exists[0].present) continue;
    const { rows } = await client.query(`SELECT name FROM ${qualified(schema, 'migrations')} ORDER BY id`);
    applied[schema] = rows.map((row) => row.name);
  }
  return applied;
}

/** The schemas to back up: the services' (from the roster) and the Postgres event log's when it exists. */
export async function presentSchemas(adminUrl, wanted) {
  return withClient(adminUrl, async (client) => {
    const { rows } = await client.query(`SELECT nspname FROM pg_namespace WHERE nspname = ANY($1) ORDER BY 1`, [
      [...wanted, 'eventlog'],
    ]);
    return rows.map((row) => row.nspname);
  });
}

async function writeLines(file, lines) {
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const line of lines) {
    const chunk = `${line}\n`;
    hash.update(chunk);
    bytes += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { bytes, sha256: hash.digest('hex') };
}

/** Reads every table of `schemas` from one snapshot into `<dir>/database/<schema>.<table>.ndjson`. */
export async function backupDatabase(adminUrl, schemas, dir) {
  mkdirSync(join(dir, 'database'), { recursive: true });
  return withClient(adminUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const { rows: snapshot } = await client.query(`SELECT now() AS at`);
      const tables = [];
      for (const { schema, table } of await tablesOf(client, schemas)) {
        const file = `${schema}.${table}.ndjson`;
        let rows = 0;
        await client.query(
          `DECLARE rows_out NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${qualified(schema, table)} t`,
        );
        async function* lines() {
          for (;;) {
            const batch = await client.query(`FETCH ${FETCH_ROWS} FROM rows_out`);
            for (const { row } of batch.rows) yield row;
            rows += batch.rows.length;
            if (batch.rows.length < FETCH_ROWS) return;
          }
        }
        const written = await writeLines(join(dir, 'database', file), lines());
        await client.query('CLOSE rows_out');
        tables.push({ schema, table, file, rows, ...written });
      }
      const sequences = await sequencesOf(client, schemas);
      const migrations = await migrationsOf(client, schemas);
      await client.query('COMMIT');
      return { snapshotAt: snapshot[0].at.toISOString(), schemas, tables, sequences, migrations };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

async function insertableColumns(client, schema, table) {
  const { rows } = await client.query(
    `SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [qualified(schema, table)],
  );
  return rows.map((row) => row.name);
}

async function loadTable(client, dir, { schema, table, file, rows: expected }) {
  const columns = (await insertableColumns(client, schema, table)).map(quote).join(', ');
  const insert = `INSERT INTO ${qualified(schema, table)} (${columns}) OVERRIDING SYSTEM VALUE
    SELECT ${columns} FROM jsonb_populate_recordset(NULL::${qualified(schema, table)}, $1::jsonb)`;
  let batch = [];
  let loaded = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(insert, [`[${batch.join(',')}]`]);
    loaded += batch.length;
    batch = [];
  };
  const lines = createInterface({ input: createReadStream(join(dir, 'database', file)), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= INSERT_ROWS) await flush();
  }
  await flush();
  if (loaded !== expected) throw new Error(`${schema}.${table}: loaded ${loaded} rows, the manifest says ${expected}`);
  return loaded;
}

/**
 * Into a database whose schemas the services' migrations have just created: refuses unless every schema's applied
 * migrations equal the backup's, then empties every table (seed rows included) and loads the backup in one
 * transaction with `session_replication_role = replica` (no triggers, e.g. the bookings ledger's append-only one,
 * and no foreign-key checks while tables load in any order), then sets every sequence.
 */
export async function restoreDatabase(adminUrl, dir, manifest) {
  return withClient(adminUrl, async (client) => {
    const current = await migrationsOf(client, manifest.schemas);
    const differing = manifest.schemas.filter(
      (schema) => JSON.stringify(current[schema] ?? []) !== JSON.stringify(manifest.migrations[schema] ?? []),
    );
    if (differing.length > 0) {
      const detail = differing.map(
        (schema) =>
          `${schema}: backup has [${(manifest.migrations[schema] ?? []).join(', ')}], this code applied [${(current[schema] ?? []).join(', ')}]`,
      );
      throw new Error(
        `the backup's migrations differ from this code's; restore with the code it was taken with.\n${detail.join('\n')}`,
      );
    }
    const present = await tablesOf(client, manifest.schemas);
    const key = ({ schema, table }) => `${schema}.${table}`;
    const backedUp = new Set(manifest.tables.map(key));
    const missing = present.filter((table) => !backedUp.has(key(table)));
    if (missing.length > 0) throw new Error(`tables not in the backup: ${missing.map(key).join(', ')}`);

    await client.query('BEGIN');
    try {
      await client.query(`SET LOCAL session_replication_role = replica`);
      await client.query(`TRUNCATE ${present.map(({ schema, table }) => qualified(schema, table)).join(', ')}`);
      let rows = 0;
      for (const table of manifest.tables) rows += await loadTable(client, dir, table);
      for (const { schema, sequence, lastValue, isCalled } of manifest.sequences) {
        await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [
          qualified(schema, sequence),
          lastValue,
          isCalled,
        ]);
      }
      await client.query('COMMIT');
      return { tables: manifest.tables.length, rows, sequences: manifest.sequences.length };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}
