import type { MigrationInterface, QueryRunner } from 'typeorm';
import { readPostcodeCentroids } from '@village/kit';

const BATCH = 10_000;

/**
 * The distance extensions and the offline postcode centroids (GeoNames, CC BY 4.0) loaded from
 * the kit's data/postcode-centroids.tsv.gz. earthdistance is not a trusted extension: where the service's role is not a
 * superuser (the production profile, docker-compose, a managed database), provisioning creates the extensions in
 * the `listings` schema first (infra/production/prod.mjs, infra/docker/postgres/init-roles.sh) and IF NOT EXISTS
 * here checks nothing more.
 */
export class PostcodeCentroids1797000100000 implements MigrationInterface {
  name = 'PostcodeCentroids1797000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "cube" SCHEMA "listings"');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "earthdistance" SCHEMA "listings"');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "btree_gist" SCHEMA "listings"');
    await queryRunner.query(
      'CREATE TABLE "postcode_centroids" ("country" character varying(64) NOT NULL, "postcode" character varying(16) NOT NULL, "place" character varying(200), "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, CONSTRAINT "postcode_centroids_pkey" PRIMARY KEY ("country", "postcode"))',
    );
    const rows = readPostcodeCentroids();
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      await queryRunner.query(
        `INSERT INTO "postcode_centroids" ("country", "postcode", "place", "latitude", "longitude")
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])`,
        [
          batch.map((row) => row.country),
          batch.map((row) => row.postcode),
          batch.map((row) => row.place),
          batch.map((row) => row.latitude),
          batch.map((row) => row.longitude),
        ],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The extensions stay: provisioning may own them, and dropping them needs a superuser.
    await queryRunner.query('DROP TABLE "postcode_centroids"');
  }
}
