import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The embedded event log (PostgresEventLogTransport), schema "eventlog".
 * - topics: one row per topic; next_offset is allocated under the row's lock.
 * - events: the log, (topic, offset) ordered; id unique (a re-published event is not appended twice).
 * - consumer_offsets: each group's position per topic; committed_offset is the next offset to deliver.
 */
export class CreateEventLog1763740000000 implements MigrationInterface {
  name = 'CreateEventLog1763740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The schema is created beforehand, only when missing (migrateEventLog): even IF NOT EXISTS needs the CREATE
    // right on the database, which `eventlog_migrator`, owner of the schema, does not have.
    await queryRunner.query(
      `CREATE TABLE "eventlog"."topics" (
        "topic" text NOT NULL,
        "next_offset" bigint NOT NULL DEFAULT 0,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "topics_pkey" PRIMARY KEY ("topic")
      )`,
    );
    await queryRunner.query(
      `CREATE TABLE "eventlog"."events" (
        "topic" text NOT NULL,
        "offset" bigint NOT NULL,
        "key" text NOT NULL,
        "id" uuid NOT NULL,
        "type" text NOT NULL,
        "payload" bytea NOT NULL,
        "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "correlation_id" text,
        "appended_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "events_pkey" PRIMARY KEY ("topic", "offset"),
        CONSTRAINT "events_id_key" UNIQUE ("id"),
        CONSTRAINT "events_topic_fkey" FOREIGN KEY ("topic") REFERENCES "eventlog"."topics" ("topic")
      )`,
    );
    await queryRunner.query(
      `CREATE TABLE "eventlog"."consumer_offsets" (
        "group" text NOT NULL,
        "topic" text NOT NULL,
        "committed_offset" bigint NOT NULL DEFAULT 0,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "consumer_offsets_pkey" PRIMARY KEY ("group", "topic"),
        CONSTRAINT "consumer_offsets_topic_fkey" FOREIGN KEY ("topic") REFERENCES "eventlog"."topics" ("topic")
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "eventlog"."consumer_offsets"`);
    await queryRunner.query(`DROP TABLE "eventlog"."events"`);
    await queryRunner.query(`DROP TABLE "eventlog"."topics"`);
  }
}
