import { destructiveStatements } from './destructive-sql';

const reasonsOf = (statements: string[]) => destructiveStatements(statements).map((found) => found.reason);

describe('destructiveStatements', () => {
  it.each([
    ['DROP TABLE "bookings"', 'drops a table'],
    ['DROP INDEX "bookings_day_idx"', 'drops an index'],
    [
      'ALTER TABLE "bookings" DROP COLUMN "note"',
      'drops a column, a constraint or a default the old version relies on',
    ],
    [
      'ALTER TABLE "bookings"."bookings" RENAME COLUMN "note" TO "notes"',
      'renames (the old version still uses the old name)',
    ],
    ['ALTER TABLE "bookings" RENAME TO "reservations"', 'renames (the old version still uses the old name)'],
    ['ALTER TABLE "bookings" ALTER COLUMN "seats" TYPE bigint', 'changes a column type'],
    [
      'ALTER TABLE "bookings" ALTER COLUMN "note" SET NOT NULL',
      'sets NOT NULL on a column the old version may leave empty',
    ],
    [
      'ALTER TABLE "bookings" ADD "seats" integer NOT NULL',
      'adds a NOT NULL column without a default: the old version inserts rows without it',
    ],
    [
      'ALTER TABLE "bookings" ADD CONSTRAINT "seats_check" CHECK ("seats" > 0)',
      'adds a constraint the old version may write against',
    ],
    [
      'ALTER INDEX "bookings_day_idx" RENAME TO "bookings_on_day_idx"',
      'renames (the old version still uses the old name)',
    ],
    [
      'CREATE UNIQUE INDEX "bookings_key" ON "bookings" ("key")',
      'adds a unique index the old version may write against',
    ],
    ['TRUNCATE "outbox"', 'empties a table'],
    ['DELETE FROM "bookings" WHERE status = \'draft\'', 'deletes rows'],
  ])('flags %s', (statement, reason) => {
    expect(reasonsOf([statement])).toEqual([reason]);
  });

  it.each([
    'ALTER TABLE "outbox" ADD "trace_parent" text',
    'ALTER TABLE "bookings" ADD COLUMN "seats" integer NOT NULL DEFAULT 1',
    'ALTER TABLE "bookings" ALTER COLUMN "note" DROP NOT NULL',
    'CREATE INDEX "bookings_day_idx" ON "bookings" ("day")',
    'CREATE INDEX CONCURRENTLY "bookings_day_idx" ON "bookings" ("day")',
    'UPDATE "bookings" SET "seats" = 1 WHERE "seats" IS NULL',
    'CREATE TYPE "status" AS ENUM (\'open\')',
    'ALTER TYPE "status" ADD VALUE \'closed\'',
    `CREATE FUNCTION "purge"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM "old"; DROP TABLE "x"; RETURN NULL; END $$`,
    '-- DROP TABLE "bookings" is what we will do later\nSELECT \'DROP TABLE x\'',
  ])('lets %s through', (statement) => {
    expect(reasonsOf([statement])).toEqual([]);
  });

  it('lets a migration shape the tables it creates itself', () => {
    expect(
      reasonsOf([
        'CREATE TABLE "cover_requests" ("id" uuid NOT NULL)',
        'ALTER TABLE "cover_requests" ADD CONSTRAINT "cover_requests_pkey" PRIMARY KEY ("id")',
        'ALTER TABLE "bookings"."cover_requests" ADD "day" date NOT NULL',
        'CREATE UNIQUE INDEX "cover_requests_key" ON "cover_requests" ("id")',
        'DROP TABLE IF EXISTS "cover_requests"',
      ]),
    ).toEqual([]);
  });

  it('finds each statement of a multi-statement query, with the query it came from', () => {
    const sql = 'ALTER TABLE "a" ADD "x" text; ALTER TABLE "a" DROP COLUMN "y"';
    expect(destructiveStatements([sql])).toEqual([
      { statement: sql, reason: 'drops a column, a constraint or a default the old version relies on' },
    ]);
  });
});
