import { subgraphQuery, USER_ENTITIES_QUERY, userReferences } from '../../../tests/support/auth/subgraph-graphql';
import { userRegistered } from '../../../tests/support/factories/user-registered.factory';
import { eventually } from '../../../tests/support/eventually';
import { startMatching, type MatchingTestApp } from './support/matching-test-app';

const PROFILE = USER_ENTITIES_QUERY(
  'id matchingProfile { city country isSingleParent isLookingForColiving offersServices joinedAt }',
);

let matching: MatchingTestApp;
const member = userRegistered({ city: 'Cardiff', country: 'United Kingdom', offersServices: true });
const otherMember = userRegistered({ city: 'Galway', country: 'Ireland' });
const memberId = member.message.userId!;
const otherId = otherMember.message.userId!;

beforeAll(async () => {
  matching = await startMatching();
  await matching.publish(member.envelope, otherMember.envelope);
  await eventually('both members', async () => {
    const [{ n }] = await matching.sql<{ n: number }>('SELECT count(*)::int AS n FROM members');
    return n === 2 ? true : undefined;
  });
});

afterAll(async () => {
  await matching?.close();
});

const profileOf = async (userId: string, token: string | null) =>
  subgraphQuery<{ _entities: Array<{ id: string; matchingProfile: Record<string, unknown> | null }> }>(
    matching.app,
    token,
    PROFILE,
    userReferences(userId),
  );

it('shows members their own matching profile', async () => {
  const token = await matching.keys.signAccessToken({ id: memberId });
  const answer = await profileOf(memberId, token);
  expect(answer.errors).toBeUndefined();
  expect(answer.data?._entities).toEqual([
    {
      id: memberId,
      matchingProfile: {
        city: 'Cardiff',
        country: 'United Kingdom',
        isSingleParent: true,
        isLookingForColiving: true,
        offersServices: true,
        joinedAt: '2025-11-20T09:30:00.000Z',
      },
    },
  ]);
});

it("hides another member's matching profile from a member", async () => {
  const token = await matching.keys.signAccessToken({ id: otherId });
  const answer = await profileOf(memberId, token);
  expect(answer.errors).toBeUndefined();
  expect(answer.data?._entities).toEqual([{ id: memberId, matchingProfile: null }]);
});

it("shows another member's matching profile to an admin", async () => {
  const token = await matching.keys.signAccessToken({ id: '00000000-0000-4000-8000-0000000000ad', isAdmin: true });
  const answer = await profileOf(otherId, token);
  expect(answer.errors).toBeUndefined();
  expect(answer.data?._entities[0].matchingProfile).toMatchObject({ city: 'Galway', country: 'Ireland' });
});

it('gives no profile to a signed-out visitor', async () => {
  const answer = await profileOf(memberId, null);
  expect(answer.data?._entities?.[0]?.matchingProfile ?? null).toBeNull();
  expect(answer.errors?.[0].message).toBe('Sign in required');
});

it('answers null for a member matching has not heard of yet', async () => {
  const unknownId = '00000000-0000-4000-8000-00000000beef';
  const token = await matching.keys.signAccessToken({ id: unknownId });
  const answer = await profileOf(unknownId, token);
  expect(answer.errors).toBeUndefined();
  expect(answer.data?._entities).toEqual([{ id: unknownId, matchingProfile: null }]);
});
