import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Direct messages between members: who may talk (permits), their conversations, messages and read marks. */
export class Messages1799000500000 implements MigrationInterface {
  name = 'Messages1799000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "message_permits" ("member_a_id" uuid NOT NULL, "member_b_id" uuid NOT NULL, "reason" text NOT NULL, "granted_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "message_permits_pair_check" CHECK ("member_a_id" < "member_b_id"), CONSTRAINT "message_permits_reason_check" CHECK ("reason" IN ('booking', 'match')), CONSTRAINT "message_permits_pkey" PRIMARY KEY ("member_a_id", "member_b_id", "reason"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "conversations" ("id" uuid NOT NULL, "member_a_id" uuid NOT NULL, "member_b_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_message_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "conversations_pair_check" CHECK ("member_a_id" < "member_b_id"), CONSTRAINT "conversations_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "conversations_member_a_id_member_b_id_key" ON "conversations" ("member_a_id", "member_b_id") ',
    );
    await queryRunner.query('CREATE INDEX "conversations_member_b_id_idx" ON "conversations" ("member_b_id") ');
    await queryRunner.query(
      `CREATE TABLE "messages" ("id" uuid NOT NULL, "conversation_id" uuid NOT NULL, "sender_id" uuid NOT NULL, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "removed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "messages_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "messages_conversation_id_created_at_idx" ON "messages" ("conversation_id", "created_at") ',
    );
    await queryRunner.query(
      `CREATE TABLE "conversation_reads" ("conversation_id" uuid NOT NULL, "member_id" uuid NOT NULL, "last_read_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "conversation_reads_pkey" PRIMARY KEY ("conversation_id", "member_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "conversation_reads"');
    await queryRunner.query('DROP INDEX "messages_conversation_id_created_at_idx"');
    await queryRunner.query('DROP TABLE "messages"');
    await queryRunner.query('DROP INDEX "conversations_member_b_id_idx"');
    await queryRunner.query('DROP INDEX "conversations_member_a_id_member_b_id_key"');
    await queryRunner.query('DROP TABLE "conversations"');
    await queryRunner.query('DROP TABLE "message_permits"');
  }
}
