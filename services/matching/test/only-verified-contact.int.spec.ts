import { ONLY_VERIFIED_CONTACT_MESSAGE, TestClock } from '@village/kit';
import { contactRuleChanged, processedByContactRules, userVerified } from '../../../tests/support/contact-rules';
import { startMatching, type MatchingTestApp } from './support/matching-test-app';
import { graph, registerMember, type TestMember } from './support/matching-members';

const GROUP = 'matching-contact-rules';
const MY_MATCHES = '{ myMatches { matches { id matchedUser { memberId } } } }';
const GENERATE = 'mutation { generateMatches { id status } }';
const RESPOND = `mutation ($matchId: ID!, $response: String!) {
  respondToMatch(matchId: $matchId, response: $response) { id myResponse } }`;

type Matches = { myMatches: { matches: Array<{ id: string; matchedUser: { memberId: string } }> } };

let matching: MatchingTestApp;
const clock = new TestClock(new Date('2030-03-01T09:00:00Z'));

beforeAll(async () => {
  matching = await startMatching({ clock });
});

afterAll(async () => {
  await matching?.close();
});

const matchesOf = async (member: TestMember) => (await graph<Matches>(matching, member, MY_MATCHES)).data!.myMatches;
const matchWith = async (member: TestMember, other: TestMember) =>
  (await matchesOf(member)).matches.find((match) => match.matchedUser.memberId === other.id);

const generate = async (member: TestMember) => {
  expect((await graph(matching, member, GENERATE)).errors).toBeUndefined();
  await clock.runDue();
};

it('neither shows a member who chose "only verified" to an unverified member nor lets them answer, until verified', async () => {
  const choosy = await registerMember(matching, { postcode: 'BS6 5AA' });
  const unverified = await registerMember(matching, { postcode: 'BS6 6AA' });
  await processedByContactRules(matching, GROUP, contactRuleChanged(choosy.id, true, clock.now()));

  await generate(unverified);
  expect(await matchWith(unverified, choosy)).toBeUndefined();

  await generate(choosy);
  const pair = await matchWith(choosy, unverified);
  expect(pair).toBeDefined();
  expect(await matchWith(unverified, choosy)).toBeUndefined();
  const answer = await graph(matching, unverified, RESPOND, { matchId: pair!.id, response: 'accepted' });
  expect(answer.errors?.[0]).toMatchObject({
    message: ONLY_VERIFIED_CONTACT_MESSAGE,
    extensions: { code: 'FORBIDDEN' },
  });

  await processedByContactRules(matching, GROUP, userVerified(unverified.id, clock.now()));
  expect((await matchWith(unverified, choosy))?.id).toBe(pair!.id);
  const accepted = await graph<{ respondToMatch: { myResponse: string } }>(matching, unverified, RESPOND, {
    matchId: pair!.id,
    response: 'accepted',
  });
  expect(accepted.data?.respondToMatch.myResponse).toBe('accepted');
});
