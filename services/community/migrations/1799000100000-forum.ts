import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The moderated forum: posts (searchable once approved), replies and members' flags. */
export class Forum1799000100000 implements MigrationInterface {
  name = 'Forum1799000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "forum_posts" ("id" uuid NOT NULL, "author_id" uuid NOT NULL, "topic" text NOT NULL, "title" text NOT NULL, "content" text NOT NULL, "status" text NOT NULL, "rejection_reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "moderated_at" TIMESTAMP WITH TIME ZONE, "moderated_by" uuid, CONSTRAINT "forum_posts_topic_check" CHECK ("topic" IN ('general', 'single_moms', 'single_dads', 'new_parents')), CONSTRAINT "forum_posts_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected')), CONSTRAINT "forum_posts_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "forum_posts_status_created_at_idx" ON "forum_posts" ("status", "created_at") ',
    );
    await queryRunner.query('CREATE INDEX "forum_posts_author_id_idx" ON "forum_posts" ("author_id") ');
    // Full-text search over approved posts (see forum-search.ts: the query repeats this expression).
    await queryRunner.query(
      `CREATE INDEX "forum_posts_search_idx" ON "forum_posts" USING GIN (to_tsvector('english', "title" || ' ' || "content")) WHERE "status" = 'approved'`,
    );
    await queryRunner.query(
      `CREATE TABLE "forum_replies" ("id" uuid NOT NULL, "post_id" uuid NOT NULL, "author_id" uuid NOT NULL, "content" text NOT NULL, "status" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "forum_replies_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected')), CONSTRAINT "forum_replies_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "forum_replies_post_id_created_at_idx" ON "forum_replies" ("post_id", "created_at") ',
    );
    await queryRunner.query(
      `CREATE TABLE "forum_flags" ("post_id" uuid NOT NULL, "flagger_id" uuid NOT NULL, "reason" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "forum_flags_reason_check" CHECK ("reason" IN ('spam', 'harassment', 'child_safety', 'other')), CONSTRAINT "forum_flags_pkey" PRIMARY KEY ("post_id", "flagger_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "forum_flags"');
    await queryRunner.query('DROP INDEX "forum_replies_post_id_created_at_idx"');
    await queryRunner.query('DROP TABLE "forum_replies"');
    await queryRunner.query('DROP INDEX "forum_posts_search_idx"');
    await queryRunner.query('DROP INDEX "forum_posts_author_id_idx"');
    await queryRunner.query('DROP INDEX "forum_posts_status_created_at_idx"');
    await queryRunner.query('DROP TABLE "forum_posts"');
  }
}
