import type { QueryRunner } from 'typeorm';

/** NOTIFY channel of every service's outbox; the payload is the schema (service) that wrote rows. */
export const OUTBOX_CHANNEL = 'village_outbox';

export function quoteSchema(schema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Unsafe schema name: "${schema}"`);
  return `"${schema}"`;
}

/**
 * Creates the kit's tables in a service's schema: `outbox` (transactional
 * outbox, with a statement trigger that NOTIFYs the relay at commit) and
 * `processed_events` (idempotent consumers). Call it from the service's first
 * migration; the SQL matches `OutboxEvent` / `ProcessedEvent`, so a generated
 * migration stays empty:
 *
 *   public async up(queryRunner: QueryRunner) { await createKitTables(queryRunner, 'media'); ... }
 *   public async down(queryRunner: QueryRunner) { ...; await dropKitTables(queryRunner, 'media'); }
 */
export async function createKitTables(queryRunner: QueryRunner, schema: string): Promise<void> {
  const s = quoteSchema(schema);
  const found = (await queryRunner.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])) as unknown[];
  if (found.length === 0) await queryRunner.query(`CREATE SCHEMA ${s}`);
  await queryRunner.query(
    `CREATE TABLE ${s}."outbox" (
      "id" uuid NOT NULL,
      "topic" text NOT NULL,
      "key" text NOT NULL,
      "type" text NOT NULL,
      "payload" bytea NOT NULL,
      "correlation_id" text,
      "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "seq" BIGSERIAL NOT NULL,
      CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
    )`,
  );
  await queryRunner.query(`CREATE UNIQUE INDEX "outbox_seq_key" ON ${s}."outbox" ("seq")`);
  await queryRunner.query(
    `CREATE FUNCTION ${s}."outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM pg_notify('${OUTBOX_CHANNEL}', TG_TABLE_SCHEMA);
       RETURN NULL;
     END
     $$`,
  );
  await queryRunner.query(
    `CREATE TRIGGER "outbox_notify" AFTER INSERT ON ${s}."outbox"
     FOR EACH STATEMENT EXECUTE FUNCTION ${s}."outbox_notify"()`,
  );
  await queryRunner.query(
    `CREATE TABLE ${s}."processed_events" (
      "consumer_group" text NOT NULL,
      "event_id" uuid NOT NULL,
      "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer_group", "event_id")
    )`,
  );
}

export async function dropKitTables(queryRunner: QueryRunner, schema: string): Promise<void> {
  const s = quoteSchema(schema);
  await queryRunner.query(`DROP TABLE IF EXISTS ${s}."processed_events"`);
  await queryRunner.query(`DROP TRIGGER IF EXISTS "outbox_notify" ON ${s}."outbox"`);
  await queryRunner.query(`DROP FUNCTION IF EXISTS ${s}."outbox_notify"()`);
  await queryRunner.query(`DROP TABLE IF EXISTS ${s}."outbox"`);
}

/**
 * Adds `trace_parent` to a service's outbox: the W3C `traceparent` of the span whose transaction wrote the event
 * (null when not traced), so the relay's and the consumers' spans join that trace. Nullable: no rewrite, no lock
 * beyond the catalogue update.
 */
export async function addOutboxTraceParent(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`ALTER TABLE ${quoteSchema(schema)}."outbox" ADD COLUMN "trace_parent" text`);
}

export async function dropOutboxTraceParent(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`ALTER TABLE ${quoteSchema(schema)}."outbox" DROP COLUMN "trace_parent"`);
}
