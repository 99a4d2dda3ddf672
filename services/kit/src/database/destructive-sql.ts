import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A statement a pre-deploy migration must not run, and why: the old version, still serving, would break on it. */
export interface DestructiveStatement {
  statement: string;
  reason: string;
}

const IDENTIFIER = String.raw`(?:"[^"]+"|[a-z_][a-z0-9_$]*)`;
const QUALIFIED = String.raw`${IDENTIFIER}(?:\s*\.\s*${IDENTIFIER})?`;

/** The statement without comments, string literals and dollar-quoted bodies (a function's body runs later, not now). */
function skeletonOf(sql: string): string {
  return sql
    .replace(/\$([a-z_]*)\$[\s\S]*?\$\1\$/gi, ' $$body$$ ')
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/\s+/g, ' ')
    .trim();
}

/** `"bookings"."ledger_entries"`, `ledger_entries` → `ledger_entries`. */
function tableNameOf(qualified: string): string {
  const parts = qualified.split('.').map((part) => part.trim().replace(/^"|"$/g, ''));
  return parts[parts.length - 1].toLowerCase();
}

function firstMatch(text: string, pattern: string): string | undefined {
  return new RegExp(pattern, 'i').exec(text)?.[1];
}

/** Why an ALTER TABLE of a table that existed before this migration is destructive, if it is. */
function alterTableReason(actions: string): string | undefined {
  if (/\bRENAME\b/i.test(actions)) return 'renames (the old version still uses the old name)';
  if (/\bDROP\s+(?:COLUMN\b|CONSTRAINT\b|DEFAULT\b|IDENTITY\b|EXPRESSION\b)/i.test(actions)) {
    return 'drops a column, a constraint or a default the old version relies on';
  }
  if (/\bALTER\s+(?:COLUMN\s+)?\S+\s+(?:SET\s+DATA\s+)?TYPE\b/i.test(actions)) return 'changes a column type';
  if (/\bSET\s+NOT\s+NULL\b/i.test(actions)) return 'sets NOT NULL on a column the old version may leave empty';
  const clauses = actions.split(/,\s*(?=ADD\b|ALTER\b|DROP\b|VALIDATE\b)/i);
  const addsRequiredColumn = clauses.some(
    (clause) =>
      /^ADD\b/i.test(clause) &&
      !/^ADD\s+(?:CONSTRAINT|PRIMARY\s+KEY|UNIQUE|CHECK|FOREIGN\s+KEY|EXCLUDE)\b/i.test(clause) &&
      /\bNOT\s+NULL\b/i.test(clause) &&
      !/\b(?:DEFAULT|GENERATED)\b/i.test(clause),
  );
  if (addsRequiredColumn) return 'adds a NOT NULL column without a default: the old version inserts rows without it';
  if (
    /\bADD\s+CONSTRAINT\b/i.test(actions) ||
    /\bADD\s+(?:PRIMARY\s+KEY|UNIQUE|CHECK|FOREIGN\s+KEY|EXCLUDE)\b/i.test(actions)
  ) {
    return 'adds a constraint the old version may write against';
  }
  return undefined;
}

/**
 * The destructive statements among a migration's SQL. Tables the same migration creates are exempt: no running
 * version uses them yet. A function or trigger body is not inspected (it runs later, as DML).
 */
export function destructiveStatements(statements: readonly string[]): DestructiveStatement[] {
  const skeletons = statements.flatMap((sql) =>
    skeletonOf(sql)
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
      .map((skeleton) => ({ sql: sql.trim(), skeleton })),
  );
  const created = new Set(
    skeletons
      .map(({ skeleton }) =>
        firstMatch(skeleton, String.raw`^CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(${QUALIFIED})`),
      )
      .filter((name): name is string => name !== undefined)
      .map(tableNameOf),
  );
  const isNew = (qualified: string | undefined) => qualified !== undefined && created.has(tableNameOf(qualified));
  const found: DestructiveStatement[] = [];
  for (const { sql, skeleton } of skeletons) {
    const reason = reasonOf(skeleton, isNew);
    if (reason) found.push({ statement: sql, reason });
  }
  return found;
}

function reasonOf(skeleton: string, isNew: (qualified: string | undefined) => boolean): string | undefined {
  const dropTable = firstMatch(skeleton, String.raw`^DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?(${QUALIFIED})`);
  if (dropTable !== undefined) return isNew(dropTable) ? undefined : 'drops a table';
  const dropTrigger = firstMatch(
    skeleton,
    String.raw`^DROP\s+TRIGGER\s+(?:IF\s+EXISTS\s+)?${IDENTIFIER}\s+ON\s+(${QUALIFIED})`,
  );
  if (dropTrigger !== undefined) return isNew(dropTrigger) ? undefined : 'drops a trigger';
  const dropped = firstMatch(
    skeleton,
    String.raw`^DROP\s+(VIEW|MATERIALIZED\s+VIEW|INDEX|SEQUENCE|TYPE|DOMAIN|FUNCTION|PROCEDURE|SCHEMA|EXTENSION|POLICY|RULE)\b`,
  );
  if (dropped !== undefined) {
    const kind = dropped.toLowerCase().replace(/\s+/g, ' ');
    return `drops ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
  }
  if (/^TRUNCATE\b/i.test(skeleton)) return 'empties a table';
  if (/^DELETE\s+FROM\b/i.test(skeleton)) return 'deletes rows';
  const altered = new RegExp(
    String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(${QUALIFIED})\s+(.*)$`,
    'i',
  ).exec(skeleton);
  if (altered) return isNew(altered[1]) ? undefined : alterTableReason(altered[2]);
  if (/^ALTER\s+\w+(?:\s+\w+)?\s+\S+\s+RENAME\b/i.test(skeleton))
    return 'renames (the old version still uses the old name)';
  const uniqueIndexOn = firstMatch(
    skeleton,
    String.raw`^CREATE\s+UNIQUE\s+INDEX\b.*?\bON\s+(?:ONLY\s+)?(${QUALIFIED})`,
  );
  if (uniqueIndexOn !== undefined && !isNew(uniqueIndexOn))
    return 'adds a unique index the old version may write against';
  return undefined;
}

/** A QueryRunner that records the SQL of `query()` and answers every query with no rows. */
function recordingQueryRunner(recorded: string[]): QueryRunner {
  return new Proxy({} as QueryRunner, {
    get(_target, property) {
      if (property === 'query') {
        return (sql: string) => {
          recorded.push(sql);
          return Promise.resolve([]);
        };
      }
      if (property === 'then') return undefined;
      throw new Error(`a migration checked for its phase may only call queryRunner.query(), not ${String(property)}`);
    },
  });
}

/** The SQL a migration's `up()` runs, without a database. */
export async function recordMigrationSql(migration: MigrationInterface): Promise<string[]> {
  const recorded: string[] = [];
  await migration.up(recordingQueryRunner(recorded));
  return recorded;
}
