import { createKitTables, dropKitTables } from '@village/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialMediaSchema1763760000000 implements MigrationInterface {
  name = 'InitialMediaSchema1763760000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await createKitTables(queryRunner, 'media');
    await queryRunner.query(
      `CREATE TABLE "media"."objects" (
        "id" uuid NOT NULL,
        "owner_id" uuid,
        "purpose" text NOT NULL,
        "status" text NOT NULL,
        "bucket" text NOT NULL,
        "variants" jsonb NOT NULL,
        "content_type" text NOT NULL,
        "byte_size" integer NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "attached_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "objects_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "objects_purpose_check" CHECK ("purpose" IN ('profile_photo')),
        CONSTRAINT "objects_status_check" CHECK ("status" IN ('pending', 'attached')),
        CONSTRAINT "objects_bucket_check" CHECK ("bucket" IN ('public', 'private'))
      )`,
    );
    await queryRunner.query(
      `CREATE INDEX "objects_status_created_at_idx" ON "media"."objects" ("status", "created_at")`,
    );
    await queryRunner.query(`CREATE INDEX "objects_owner_id_idx" ON "media"."objects" ("owner_id")`);
    await queryRunner.query(
      `CREATE TABLE "media"."profile_photos" (
        "user_id" uuid NOT NULL,
        "media_object_id" uuid NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "profile_photos_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "profile_photos_media_object_id_fkey" FOREIGN KEY ("media_object_id")
          REFERENCES "media"."objects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "profile_photos_media_object_id_key" ON "media"."profile_photos" ("media_object_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "media"."profile_photos"`);
    await queryRunner.query(`DROP TABLE "media"."objects"`);
    await dropKitTables(queryRunner, 'media');
  }
}
