import { JOB_QUEUE_RESERVED_NAMES, rosterEntries } from '@village/kit';
import { Client } from 'pg';
import { requireTestDatabaseUrl } from '../support/test-database';
import { holdsChildData } from './support/child-data-columns';

describe("children's data kept to age ranges", () => {
  it('recognises the columns it looks for, and leaves age ranges and counts alone', () => {
    const flagged = [
      ['children', 'first_name'],
      ['bookings', 'child_name'],
      ['bookings', 'kid_dob'],
      ['family_members', 'daughter_birth_date'],
      ['listings', 'son_photo_id'],
      ['profiles', 'childImageUrl'],
      ['kids', 'avatar'],
    ];
    const allowed = [
      ['enhanced_profiles', 'kids_age_range'],
      ['bookings', 'number_of_children'],
      ['childcare_services', 'name'],
      ['users', 'full_name'],
      ['bookings', 'children_age_ranges'],
    ];
    expect(flagged.filter(([table, column]) => !holdsChildData(table, column))).toEqual([]);
    expect(allowed.filter(([table, column]) => holdsChildData(table, column))).toEqual([]);
  });

  // The job queue's own tables (pg-boss) are left out: its `job_dependency.child_name` names a dependent job.
  it("no service's schema has a column for a child's name, birth date or photo", async () => {
    const schemas = rosterEntries().map(({ schema }) => schema);
    const client = new Client({ connectionString: requireTestDatabaseUrl() });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_schema: string; table_name: string; column_name: string }>(
        `SELECT table_schema, table_name, column_name FROM information_schema.columns
          WHERE table_schema = ANY($1::text[]) AND NOT table_name = ANY($2::text[])
            AND table_name !~ '^queue_stats_[0-9]{8}$'
          ORDER BY table_schema, table_name, ordinal_position`,
        [schemas, JOB_QUEUE_RESERVED_NAMES],
      );
      expect(new Set(rows.map((row) => row.table_schema))).toEqual(new Set(schemas));
      const offending = rows
        .filter((row) => holdsChildData(row.table_name, row.column_name))
        .map((row) => `${row.table_schema}.${row.table_name}.${row.column_name}`);
      expect(offending).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
