import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SocialPosts1799200000000 implements MigrationInterface {
  name = 'SocialPosts1799200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "promotable_services" ("service_id" uuid NOT NULL, "host_id" uuid NOT NULL, "type" text NOT NULL, "title" text NOT NULL, "service_mode" text NOT NULL, "pricing_type" text NOT NULL, "price_minor" bigint, "currency" character(3) NOT NULL, "country" text NOT NULL, "district" text NOT NULL, "status" text NOT NULL, "date_time" TIMESTAMP WITH TIME ZONE, "is_recurring" boolean NOT NULL DEFAULT false, "max_participants" integer NOT NULL, "photo_ids" text array NOT NULL, "deleted" boolean NOT NULL DEFAULT false, "version_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "promotable_services_pkey" PRIMARY KEY ("service_id"))`,
    );
    await queryRunner.query('CREATE INDEX "promotable_services_host_id_idx" ON "promotable_services" ("host_id") ');
    await queryRunner.query(
      `CREATE TABLE "social_posts" ("id" uuid NOT NULL, "author_id" uuid NOT NULL, "platform" text NOT NULL, "content" text NOT NULL, "hashtags" text array NOT NULL, "service_id" uuid, "scheduled_for" TIMESTAMP WITH TIME ZONE, "status" text NOT NULL, "published_via" text, "external_id" text, "external_url" text, "published_at" TIMESTAMP WITH TIME ZONE, "failure_reason" text, "attempts" integer NOT NULL DEFAULT 0, "next_attempt_at" TIMESTAMP WITH TIME ZONE, "likes" integer NOT NULL DEFAULT 0, "shares" integer NOT NULL DEFAULT 0, "comments" integer NOT NULL DEFAULT 0, "engagement_updated_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "social_posts_platform_check" CHECK ("platform" IN ('facebook', 'instagram', 'twitter', 'linkedin')), CONSTRAINT "social_posts_status_check" CHECK ("status" IN ('scheduled', 'published', 'failed', 'draft')), CONSTRAINT "social_posts_published_via_check" CHECK ("published_via" IN ('sandbox', 'platform')), CONSTRAINT "social_posts_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "social_posts_author_created_idx" ON "social_posts" ("author_id", "created_at") ',
    );
    await queryRunner.query(
      `CREATE TABLE "sandbox_publications" ("id" uuid NOT NULL, "post_id" uuid NOT NULL, "platform" text NOT NULL, "text" text NOT NULL, "image_url" text, "published_at" TIMESTAMP WITH TIME ZONE NOT NULL, "likes" integer NOT NULL DEFAULT 0, "shares" integer NOT NULL DEFAULT 0, "comments" integer NOT NULL DEFAULT 0, CONSTRAINT "sandbox_publications_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "sandbox_publications_post_id_key" ON "sandbox_publications" ("post_id") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "sandbox_publications_post_id_key"');
    await queryRunner.query('DROP TABLE "sandbox_publications"');
    await queryRunner.query('DROP INDEX "social_posts_author_created_idx"');
    await queryRunner.query('DROP TABLE "social_posts"');
    await queryRunner.query('DROP INDEX "promotable_services_host_id_idx"');
    await queryRunner.query('DROP TABLE "promotable_services"');
  }
}
