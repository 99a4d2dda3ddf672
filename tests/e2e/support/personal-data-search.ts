import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/** Where one of the searched values was found: a column of a table, or an object of a bucket. */
export interface Finding {
  value: string;
  where: string;
}

const SEARCHED_TYPES = ['text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY'];

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: this test needs the stack tests/e2e/stack.global-setup.ts starts`);
  return value;
}

/** Every text, varchar, jsonb and array column of every table of every schema of the stack's database. */
export async function findInEverySchema(values: readonly string[]): Promise<Finding[]> {
  const client = new pg.Client({ connectionString: required('E2E_DATABASE_URL') });
  await client.connect();
  try {
    const columns = await client.query<{ table_schema: string; table_name: string; column_name: string }>(
      `SELECT c.table_schema, c.table_name, c.column_name
         FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE t.table_type = 'BASE TABLE' AND c.data_type = ANY($1)
          AND c.table_schema NOT IN ('pg_catalog', 'information_schema') AND c.table_schema NOT LIKE 'pg_toast%'`,
      [SEARCHED_TYPES],
    );
    const findings: Finding[] = [];
    for (const { table_schema: schema, table_name: table, column_name: column } of columns.rows) {
      for (const value of values) {
        const found = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${schema}"."${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0`,
          [value],
        );
        if (found.rows[0].n > 0) findings.push({ value, where: `${schema}.${table}.${column}` });
      }
    }
    return findings;
  } finally {
    await client.end();
  }
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory()) found.push(...(await filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)));
    else found.push(`${prefix}${entry.name}`);
  }
  return found;
}

/**
 * Every object of every bucket (media's object store): its key holding one of `keyParts`, its bytes holding one of
 * `values` (as text) or equal to one of `originals`.
 */
export async function findInEveryBucket(
  values: readonly string[],
  keyParts: readonly string[],
  originals: readonly Buffer[],
): Promise<Finding[]> {
  const root = required('E2E_OBJECTS_DIR');
  const findings: Finding[] = [];
  for (const key of await filesUnder(root)) {
    // Media's sweep may delete an object between the listing and the read: then it is gone, as it should be.
    const bytes = await readFile(join(root, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!bytes) continue;
    for (const part of keyParts) if (key.includes(part)) findings.push({ value: part, where: `object key ${key}` });
    const text = bytes.toString('latin1').toLowerCase();
    for (const value of values) {
      if (text.includes(value.toLowerCase())) findings.push({ value, where: `object ${key}` });
    }
    for (const original of originals) {
      if (bytes.includes(original)) findings.push({ value: 'the uploaded photo', where: `object ${key}` });
    }
  }
  return findings;
}

/** The objects media holds for a member (ids), read before they erase their account. */
export async function mediaObjectIdsOf(memberId: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: required('E2E_DATABASE_URL') });
  await client.connect();
  try {
    const rows = await client.query<{ id: string }>(
      `SELECT id::text FROM media.objects
        WHERE owner_id = $1 OR id IN (SELECT media_object_id FROM media.profile_photos WHERE user_id = $1)`,
      [memberId],
    );
    return rows.rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}
