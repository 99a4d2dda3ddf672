import { TestClock } from '@village/kit';
import { MatchesGeneratedEvent, MatchRespondedEvent } from '@village/proto';
import { startMatching, type MatchingTestApp } from './support/matching-test-app';
import {
  block,
  graph,
  offer,
  published,
  registerMember,
  suspend,
  verify,
  type TestMember,
} from './support/matching-members';

const MY_MATCHES = `{ myMatches {
  matches { id status myResponse matchScore createdAt matchedAt
    factors { locationCompatibility servicePreferences availabilityAlignment communicationStyle parentingStyle }
    explanations { factor score explanation }
    matchedUser { memberId firstName lastInitial area isVerified member { id } } }
  stats { total pending mutual } } }`;
const GENERATE = 'mutation { generateMatches { id status progress matchesFound requestedAt finishedAt } }';
const LATEST = '{ latestMatchRun { id status progress matchesFound finishedAt } }';
const RESPOND = `mutation ($matchId: ID!, $response: String!) {
  respondToMatch(matchId: $matchId, response: $response) { id status myResponse matchedAt matchedUser { memberId } } }`;
const PREFERENCES = '{ myMatchingPreferences { serviceTypes maxDistanceMiles minMatchScore verifiedContactOnly } }';
const SAVE_PREFERENCES = `mutation ($input: MatchingPreferencesInput!) {
  updateMatchingPreferences(input: $input) { serviceTypes maxDistanceMiles minMatchScore verifiedContactOnly } }`;

interface MatchView {
  id: string;
  status: string;
  myResponse: string | null;
  matchScore: number;
  matchedAt: string | null;
  explanations: Array<{ factor: string; score: number; explanation: string }>;
  matchedUser: { memberId: string; firstName: string; lastInitial: string | null; area: string | null };
}

let matching: MatchingTestApp;
const clock = new TestClock(new Date('2030-03-01T09:00:00Z'));

beforeAll(async () => {
  matching = await startMatching({ clock });
});

afterAll(async () => {
  await matching?.close();
});

const matchesOf = async (member: TestMember) => {
  const answer = await graph<{ myMatches: { matches: MatchView[]; stats: Record<string, number> } }>(
    matching,
    member,
    MY_MATCHES,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.myMatches;
};

const generate = async (member: TestMember) => {
  const queued = await graph<{ generateMatches: { id: string; status: string } }>(matching, member, GENERATE);
  expect(queued.errors).toBeUndefined();
  expect(queued.data?.generateMatches.status).toBe('queued');
  await clock.runDue();
  const latest = await graph<{ latestMatchRun: { id: string; status: string; progress: number } }>(
    matching,
    member,
    LATEST,
  );
  expect(latest.data?.latestMatchRun).toEqual(
    expect.objectContaining({ id: queued.data?.generateMatches.id, status: 'done', progress: 1 }),
  );
};

const memberIds = (views: readonly MatchView[]) => views.map((view) => view.matchedUser.memberId);

describe('preferences', () => {
  it('are the defaults until saved, then the saved ones, and only ever the member’s own', async () => {
    const me = await registerMember(matching);
    const other = await registerMember(matching);
    const defaults = {
      serviceTypes: ['childcare_sharing', 'playdates', 'holiday', 'home_swapping', 'pet_sitting', 'wellbeing'],
      maxDistanceMiles: 10,
      minMatchScore: 0.7,
      verifiedContactOnly: false,
    };
    expect((await graph(matching, me, PREFERENCES)).data?.myMatchingPreferences).toEqual(defaults);
    const saved = { serviceTypes: ['playdates'], maxDistanceMiles: 25, minMatchScore: 0.85, verifiedContactOnly: true };
    expect((await graph(matching, me, SAVE_PREFERENCES, { input: saved })).data?.updateMatchingPreferences).toEqual(
      saved,
    );
    expect((await graph(matching, me, PREFERENCES)).data?.myMatchingPreferences).toEqual(saved);
    expect((await graph(matching, other, PREFERENCES)).data?.myMatchingPreferences).toEqual(defaults);
  });

  it.each([
    [{ serviceTypes: [] }, 'Choose at least one service type'],
    [{ maxDistanceMiles: 60 }, 'Distance must be between 1 and 50 miles'],
    [{ minMatchScore: 0.73 }, 'Minimum score must be between 0.5 and 1 in steps of 0.05'],
  ])('refuses %j with a clear message', async (change, message) => {
    const me = await registerMember(matching, {}, { profile: false });
    const input = { serviceTypes: ['playdates'], maxDistanceMiles: 10, minMatchScore: 0.7, verifiedContactOnly: false };
    const answer = await graph(matching, me, SAVE_PREFERENCES, { input: { ...input, ...change } });
    expect(answer.errors?.[0]?.message).toBe(message);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('are refused to a signed-out caller', async () => {
    const answer = await graph(matching, null, PREFERENCES);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('availability', () => {
  const SET = `mutation ($rules: [AvailabilityRuleInput!]!) { setAvailability(rules: $rules) { kind state startsOn days from to } }`;
  const MINE = '{ myAvailability { kind state startsOn days from to } }';

  it('keeps a member’s rules for them alone', async () => {
    const me = await registerMember(matching, {}, { profile: false });
    const other = await registerMember(matching, {}, { profile: false });
    const rules = [
      { kind: 'alternate_weekends', state: 'child_free', startsOn: '2030-03-02', days: null, from: null, to: null },
      { kind: 'weekly', state: 'with_children', startsOn: null, days: [1, 3], from: '16:00', to: '19:00' },
    ];
    expect((await graph(matching, me, SET, { rules })).errors).toBeUndefined();
    expect((await graph(matching, me, MINE)).data?.myAvailability).toEqual(rules);
    expect((await graph(matching, other, MINE)).data?.myAvailability).toEqual([]);
  });

  it('refuses a weekly time that ends before it starts', async () => {
    const me = await registerMember(matching, {}, { profile: false });
    const answer = await graph(matching, me, SET, {
      rules: [{ kind: 'weekly', state: 'child_free', days: [2], from: '20:00', to: '18:00' }],
    });
    expect(answer.errors?.[0]?.message).toBe('A weekly time needs days and a start before its end');
  });
});

describe('generating and answering matches', () => {
  it('has no run and no matches before the first generate', async () => {
    const me = await registerMember(matching, { postcode: 'CF10 3AA' });
    expect((await graph(matching, me, LATEST)).data).toEqual({ latestMatchRun: null });
    expect((await matchesOf(me)).stats).toEqual({ total: 0, pending: 0, mutual: 0 });
  });

  it('suggests near members with explained factors, never the far, blocked, suspended or verified-only', async () => {
    const me = await registerMember(matching, { fullName: 'Sam Rivers', postcode: 'BS1 4DJ' });
    const near = await registerMember(matching, { fullName: 'Alex Jordan Bell', postcode: 'BS2 0JA' });
    const far = await registerMember(matching, { postcode: 'SW1A 1AA' });
    const blockedByMe = await registerMember(matching, { postcode: 'BS3 1AA' });
    const blocksMe = await registerMember(matching, { postcode: 'BS3 1AA' });
    const suspended = await registerMember(matching, { postcode: 'BS3 1AA' });
    const verifiedOnly = await registerMember(matching, { postcode: 'BS3 1AA' });
    await block(matching, me, blockedByMe);
    await block(matching, blocksMe, me);
    await suspend(matching, suspended);
    await verify(matching, verifiedOnly);
    const input = {
      serviceTypes: ['childcare_sharing', 'playdates', 'holiday', 'home_swapping', 'pet_sitting', 'wellbeing'],
      maxDistanceMiles: 10,
      minMatchScore: 0.7,
      verifiedContactOnly: true,
    };
    await graph(matching, verifiedOnly, SAVE_PREFERENCES, { input });
    await offer(matching, me, 'playdate');
    await offer(matching, near, 'playdate');

    await generate(me);

    const mine = await matchesOf(me);
    expect(memberIds(mine.matches)).toContain(near.id);
    for (const hidden of [me, far, blockedByMe, blocksMe, suspended, verifiedOnly]) {
      expect(memberIds(mine.matches)).not.toContain(hidden.id);
    }
    const withNear = mine.matches.find((match) => match.matchedUser.memberId === near.id)!;
    expect(withNear.matchedUser).toEqual(
      expect.objectContaining({ firstName: 'Alex', lastInitial: 'B', area: expect.any(String) }),
    );
    expect(withNear.status).toBe('pending');
    expect(withNear.explanations.map((item) => item.factor)).toEqual([
      'locationCompatibility',
      'servicePreferences',
      'availabilityAlignment',
      'communicationStyle',
      'parentingStyle',
    ]);
    expect(withNear.explanations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ factor: 'servicePreferences', explanation: 'You both offer playdates' }),
        expect.objectContaining({
          factor: 'communicationStyle',
          explanation: 'You both speak English and Spanish and prefer chat',
        }),
        expect.objectContaining({
          factor: 'parentingStyle',
          explanation: 'Both co-parenting, children of similar ages',
        }),
      ]),
    );
    expect(withNear.explanations[0]?.explanation).toMatch(/^(About \d+ miles? apart|Less than a mile apart)$/);
    expect(withNear.matchScore).toBeGreaterThanOrEqual(0.7);
    expect(JSON.stringify(mine)).not.toContain('BS2');

    const generated = await published(matching, MatchesGeneratedEvent);
    expect(generated).toEqual(
      expect.arrayContaining([expect.objectContaining({ requesterId: me.id, matchesFound: mine.stats.total })]),
    );
    // The other member sees the same pair from their side.
    expect(memberIds((await matchesOf(near)).matches)).toContain(me.id);
  });

  it('explains the shared child-free hours, and shows a verified-only member to a verified one', async () => {
    const SET = `mutation ($rules: [AvailabilityRuleInput!]!) { setAvailability(rules: $rules) { kind } }`;
    const me = await registerMember(matching, { postcode: 'BS9 1AA' });
    const other = await registerMember(matching, { postcode: 'BS9 2AA' });
    await verify(matching, me);
    await verify(matching, other);
    const input = {
      serviceTypes: ['playdates', 'holiday'],
      maxDistanceMiles: 10,
      minMatchScore: 0.5,
      verifiedContactOnly: true,
    };
    await graph(matching, other, SAVE_PREFERENCES, { input });
    const evenings = { kind: 'weekly', state: 'child_free', days: [2], from: '19:00', to: '22:00' };
    await graph(matching, me, SET, { rules: [evenings] });
    await graph(matching, other, SET, { rules: [{ ...evenings, from: '18:00' }] });
    await generate(me);
    const withOther = (await matchesOf(me)).matches.find((view) => view.matchedUser.memberId === other.id);
    expect(withOther?.explanations).toEqual(
      expect.arrayContaining([
        { factor: 'availabilityAlignment', score: 0.3, explanation: '3 hours a week free at the same time' },
      ]),
    );
  });

  it('makes a match mutual when both accept, publishing MatchResponded with both members', async () => {
    const me = await registerMember(matching, { postcode: 'BS6 5AA' });
    const other = await registerMember(matching, { postcode: 'BS6 6AA' });
    await generate(me);
    const match = (await matchesOf(me)).matches.find((view) => view.matchedUser.memberId === other.id)!;

    const first = await graph<{ respondToMatch: MatchView }>(matching, me, RESPOND, {
      matchId: match.id,
      response: 'accepted',
    });
    expect(first.data?.respondToMatch).toEqual(
      expect.objectContaining({ status: 'pending', myResponse: 'accepted', matchedAt: null }),
    );
    const second = await graph<{ respondToMatch: MatchView }>(matching, other, RESPOND, {
      matchId: match.id,
      response: 'accepted',
    });
    expect(second.data?.respondToMatch).toEqual(
      expect.objectContaining({ status: 'accepted', myResponse: 'accepted', matchedAt: expect.any(String) }),
    );
    expect((await matchesOf(me)).stats).toEqual(expect.objectContaining({ mutual: 1 }));
    const responded = (await published(matching, MatchRespondedEvent)).filter((event) => event.matchId === match.id);
    // Both answers carry the same (test clock) time, so their order is not asserted.
    expect(responded).toHaveLength(2);
    expect(responded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ responderId: me.id, otherMemberId: other.id, response: 'accepted', mutual: false }),
        expect.objectContaining({ responderId: other.id, otherMemberId: me.id, response: 'accepted', mutual: true }),
      ]),
    );
  });

  it('drops a match the other member declined, and never suggests them again', async () => {
    const me = await registerMember(matching, { postcode: 'BS7 8AA' });
    const decliner = await registerMember(matching, { postcode: 'BS7 9AA' });
    await generate(me);
    const match = (await matchesOf(decliner)).matches.find((view) => view.matchedUser.memberId === me.id)!;
    const declined = await graph<{ respondToMatch: MatchView }>(matching, decliner, RESPOND, {
      matchId: match.id,
      response: 'declined',
    });
    expect(declined.data?.respondToMatch.status).toBe('declined');
    expect(memberIds((await matchesOf(me)).matches)).not.toContain(decliner.id);
    await generate(me);
    expect(memberIds((await matchesOf(me)).matches)).not.toContain(decliner.id);
    const again = await graph(matching, me, RESPOND, { matchId: match.id, response: 'accepted' });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps a verified-only member’s pair from an unverified member, who cannot answer it either', async () => {
    const verifiedOnly = await registerMember(matching, { postcode: 'BS4 1AA' });
    const unverified = await registerMember(matching, { postcode: 'BS4 2AA' });
    await verify(matching, verifiedOnly);
    const input = { serviceTypes: ['playdates'], maxDistanceMiles: 10, minMatchScore: 0.5, verifiedContactOnly: true };
    await graph(matching, verifiedOnly, SAVE_PREFERENCES, { input });
    await generate(verifiedOnly);
    const pair = (await matchesOf(verifiedOnly)).matches.find((view) => view.matchedUser.memberId === unverified.id)!;
    expect(memberIds((await matchesOf(unverified)).matches)).not.toContain(verifiedOnly.id);

    const answer = await graph(matching, unverified, RESPOND, { matchId: pair.id, response: 'accepted' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [row] = await matching.sql<{ a_response: string | null; b_response: string | null }>(
      'SELECT a_response, b_response FROM matches WHERE id = $1',
      [pair.id],
    );
    expect(row).toEqual({ a_response: null, b_response: null });
  });

  it('answers not found for another pair’s match, and refuses an answer that is not accepted or declined', async () => {
    const me = await registerMember(matching, { postcode: 'BS5 0AA' });
    const other = await registerMember(matching, { postcode: 'BS5 6AA' });
    const outsider = await registerMember(matching, { postcode: 'CF10 1AA' });
    await generate(me);
    const match = (await matchesOf(me)).matches.find((view) => view.matchedUser.memberId === other.id)!;
    const notMine = await graph(matching, outsider, RESPOND, { matchId: match.id, response: 'accepted' });
    expect(notMine.errors?.[0]?.message).toBe('Match not found');
    expect(notMine.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await graph(matching, me, RESPOND, { matchId: match.id, response: 'maybe' });
    expect(bad.errors?.[0]?.message).toBe('Choose accepted or declined');
  });
});
