import { randomUUID } from 'node:crypto';
import { userErased } from '../../../../tests/support/factories/user-erased.factory';
import { userRegistered } from '../../../../tests/support/factories/user-registered.factory';
import { processedBy } from '../../../../tests/support/processed-by';
import { startMatching, type MatchingTestApp } from '../support/matching-test-app';

let matching: MatchingTestApp;

beforeAll(async () => {
  matching = await startMatching();
});

afterAll(async () => {
  await matching?.close();
});

const countOf = async (sql: string, parameters: unknown[]) =>
  (await matching.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, parameters))[0].n;

it("forgets an erased member's projection, preferences and matches, and keeps everyone else's", async () => {
  const leaving = userRegistered({ city: 'Whitby' });
  const staying = userRegistered({ city: 'Whitby' });
  await processedBy(matching, leaving.envelope, staying.envelope);
  const [leavingId, stayingId] = [leaving.message.userId!, staying.message.userId!];
  const [a, b] = [leavingId, stayingId].sort();
  await matching.sql(
    `INSERT INTO matches (id, member_a_id, member_b_id, match_score, factors, explanations, distance_miles, created_at,
       scored_at)
     VALUES ($1, $2, $3, 80, '{}', '[]', 1, now(), now())`,
    [randomUUID(), a, b],
  );
  await matching.sql(
    `INSERT INTO matching_preferences (user_id, service_types, max_distance_miles, min_match_score, verified_contact_only,
       updated_at)
     VALUES ($1, '{}', 10, 50, false, now())`,
    [leavingId],
  );

  await processedBy(matching, userErased(leavingId), userErased(leavingId));

  expect(await countOf('members WHERE user_id = $1', [leavingId])).toBe(0);
  expect(await countOf('matching_preferences WHERE user_id = $1', [leavingId])).toBe(0);
  expect(await countOf('matches WHERE $1 IN (member_a_id, member_b_id)', [leavingId])).toBe(0);
  expect(await countOf('members WHERE user_id = $1', [stayingId])).toBe(1);
});
