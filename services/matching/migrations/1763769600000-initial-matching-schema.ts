import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createKitTables, dropKitTables } from '@village/kit';

export class InitialMatchingSchema1763769600000 implements MigrationInterface {
  name = 'InitialMatchingSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createKitTables(queryRunner, 'matching');
    await queryRunner.query(
      'CREATE TABLE "members" ("user_id" uuid NOT NULL, "first_name" character varying(100) NOT NULL, "city" character varying(100) NOT NULL, "postcode" character varying(16) NOT NULL, "country" character varying(64) NOT NULL, "is_single_parent" boolean NOT NULL, "is_looking_for_coliving" boolean NOT NULL, "offers_services" boolean NOT NULL, "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "members_pkey" PRIMARY KEY ("user_id"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "members"');
    await dropKitTables(queryRunner, 'matching');
  }
}
