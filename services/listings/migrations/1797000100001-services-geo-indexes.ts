import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Nearest-first and radius browsing of active services: a GiST index on each service's point on the earth, and one
 * led by type and country (btree_gist) for the usual filtered browse. The services entity declares both with
 * `synchronize: false` so that schema generation leaves them alone.
 */
export class ServicesGeoIndexes1797000100001 implements MigrationInterface {
  name = 'ServicesGeoIndexes1797000100001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "services_active_earth_idx" ON "services" USING gist ("listings"."ll_to_earth"("latitude", "longitude")) WHERE "status" = \'active\'',
    );
    await queryRunner.query(
      'CREATE INDEX "services_active_type_country_earth_idx" ON "services" USING gist ("type", "country", "listings"."ll_to_earth"("latitude", "longitude")) WHERE "status" = \'active\'',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "listings"."services_active_type_country_earth_idx"');
    await queryRunner.query('DROP INDEX "listings"."services_active_earth_idx"');
  }
}
