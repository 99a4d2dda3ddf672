import { randomUUID } from 'node:crypto';
import { subgraphQuery } from '../../../../tests/support/auth/subgraph-graphql';
import { registerMember, type TestMember } from '../support/matching-members';
import { startMatching, type MatchingTestApp } from '../support/matching-test-app';

const EXPORT = '{ myMatchingDataExport }';

let matching: MatchingTestApp;

beforeAll(async () => {
  matching = await startMatching();
});

afterAll(async () => {
  await matching?.close();
});

type Row = Record<string, unknown>;

async function exportOf(who: TestMember): Promise<Record<string, Row[]>> {
  const answer = await subgraphQuery<{ myMatchingDataExport: string }>(matching.app, who.token, EXPORT);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return JSON.parse(answer.data.myMatchingDataExport) as Record<string, Row[]>;
}

const matchBetween = (a: TestMember, b: TestMember) =>
  matching.sql(
    `INSERT INTO matches (id, member_a_id, member_b_id, match_score, factors, explanations, distance_miles, a_response,
       created_at, scored_at)
     VALUES ($1, $2, $3, 0.8, '{}', '[]', 3, 'interested', now(), now())`,
    [randomUUID(), a.id, b.id],
  );

describe("matching's part of a member's data export", () => {
  it("holds the member's matching profile and matches, naming the other side by first name only", async () => {
    const member = await registerMember(matching, { fullName: 'Maya Reed', postcode: 'SW1A 1AA' });
    const other = await registerMember(matching, { fullName: 'Noor Khan', postcode: 'EC1A 1BB' });
    await matchBetween(member, other);

    const part = await exportOf(member);

    expect(part.matchingProfile).toEqual([expect.objectContaining({ first_name: 'Maya', postcode: 'SW1A 1AA' })]);
    expect(part.matches).toEqual([expect.objectContaining({ with_first_name: 'Noor', my_response: 'interested' })]);
    const text = JSON.stringify(part);
    expect(text).not.toContain('EC1A 1BB');
    expect(text).not.toContain('Khan');
  });

  it('is refused to a visitor', async () => {
    const answer = await subgraphQuery(matching.app, null, EXPORT);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
