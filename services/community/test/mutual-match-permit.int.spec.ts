import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@village/kit';
import { create, MatchRespondedEvent, MatchRespondedSchema } from '@village/proto';
import { startCommunity, type CommunityTestApp, type TestMember } from './support/community-test-app';
import { START_CONVERSATION } from './support/conversations';

let community: CommunityTestApp;

beforeAll(async () => {
  community = await startCommunity();
});

afterAll(async () => {
  await community?.close();
});

const answered = (responder: TestMember, other: TestMember, mutual: boolean, matchId = randomUUID()) =>
  createEnvelope(
    MatchRespondedEvent,
    create(MatchRespondedSchema, {
      matchId,
      responderId: responder.id,
      otherMemberId: other.id,
      response: 'accepted',
      mutual,
    }),
    { key: matchId },
  );

const permitsOf = (member: TestMember) =>
  community.sql('SELECT reason FROM message_permits WHERE $1 IN (member_a_id, member_b_id)', [member.id]);

it('lets the two members of a mutual match message each other, once however often it is delivered', async () => {
  const one = await community.member();
  const other = await community.member();
  const mutual = answered(other, one, true);
  await community.processed(mutual, mutual);
  expect(await permitsOf(one)).toEqual([{ reason: 'match' }]);
  const started = await community.graph(one, START_CONVERSATION, { memberId: other.id });
  expect(started.errors).toBeUndefined();
});

it('grants nothing for an answer that does not make the match mutual', async () => {
  const one = await community.member();
  const other = await community.member();
  await community.processed(answered(one, other, false));
  expect(await permitsOf(one)).toEqual([]);
});
