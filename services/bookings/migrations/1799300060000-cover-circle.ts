import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CoverCircle1799300060000 implements MigrationInterface {
  name = 'CoverCircle1799300060000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "cover_circle_members" ("owner_id" uuid NOT NULL, "member_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "cover_circle_members_pkey" PRIMARY KEY ("owner_id", "member_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "cover_circle_members_member_id_idx" ON "cover_circle_members" ("member_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "cover_requests" ("id" uuid NOT NULL, "requester_id" uuid NOT NULL, "day" date NOT NULL, "from_time" text NOT NULL, "until_time" text NOT NULL, "children" integer NOT NULL, "note" text, "district" text NOT NULL, "widened_at" TIMESTAMP WITH TIME ZONE, "status" text NOT NULL, "covered_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "cover_requests_status_check" CHECK ("status" IN ('open', 'covered', 'cancelled')), CONSTRAINT "cover_requests_children_check" CHECK ("children" BETWEEN 1 AND 4), CONSTRAINT "cover_requests_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "cover_requests_requester_id_idx" ON "cover_requests" ("requester_id")`);
    await queryRunner.query(
      `CREATE TABLE "cover_request_offers" ("request_id" uuid NOT NULL, "member_id" uuid NOT NULL, CONSTRAINT "cover_request_offers_pkey" PRIMARY KEY ("request_id", "member_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "cover_request_offers_member_id_idx" ON "cover_request_offers" ("member_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "cover_request_offers" ADD CONSTRAINT "cover_request_offers_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "cover_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "cover_member_places" ("user_id" uuid NOT NULL, "district" text, "latitude" double precision, "longitude" double precision, "verified" boolean NOT NULL DEFAULT false, CONSTRAINT "cover_member_places_pkey" PRIMARY KEY ("user_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "cover_member_places"');
    await queryRunner.query('DROP TABLE "cover_request_offers"');
    await queryRunner.query('DROP TABLE "cover_requests"');
    await queryRunner.query('DROP TABLE "cover_circle_members"');
  }
}
