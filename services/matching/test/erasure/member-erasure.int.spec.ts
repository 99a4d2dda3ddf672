import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@village/kit';
import {
  create,
  MemberBlockedEvent,
  MemberBlockedSchema,
  MemberContactRuleChangedEvent,
  MemberContactRuleChangedSchema,
  ServiceListedEvent,
  ServiceListedSchema,
} from '@village/proto';
import { userErased } from '../../../../tests/support/factories/user-erased.factory';
import { userProfileUpdated } from '../../../../tests/support/factories/user-profile-updated.factory';
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

it('re-creates nothing about an erased member from events that arrive after their erasure', async () => {
  const leaving = userRegistered({ city: 'Whitby' });
  const staying = userRegistered({ city: 'Whitby' });
  await processedBy(matching, leaving.envelope, staying.envelope);
  const [leavingId, stayingId] = [leaving.message.userId!, staying.message.userId!];

  await processedBy(matching, userErased(leavingId));
  const serviceId = randomUUID();
  await processedBy(
    matching,
    userRegistered({ userId: leavingId, city: 'Whitby' }).envelope,
    userProfileUpdated({ userId: leavingId }).envelope,
    createEnvelope(
      ServiceListedEvent,
      create(ServiceListedSchema, {
        service: { serviceId, hostId: leavingId, type: 'pet_services', status: 'active' },
      }),
      { key: serviceId },
    ),
    createEnvelope(MemberBlockedEvent, create(MemberBlockedSchema, { blockerId: leavingId, blockedId: stayingId }), {
      key: leavingId,
    }),
    createEnvelope(
      MemberContactRuleChangedEvent,
      create(MemberContactRuleChangedSchema, { userId: leavingId, onlyVerifiedContact: true }),
      { key: leavingId },
    ),
    userProfileUpdated({ userId: stayingId }).envelope,
  );

  for (const [table, column] of [
    ['members', 'user_id'],
    ['member_profiles', 'user_id'],
    ['member_offers', 'host_id'],
    ['member_blocks', 'blocker_id'],
    ['member_contact_rules', 'user_id'],
  ]) {
    expect([table, await countOf(`${table} WHERE ${column} = $1`, [leavingId])]).toEqual([table, 0]);
  }
  expect(await countOf('erased_members WHERE user_id = $1', [leavingId])).toBe(1);
  // A member who stays is projected as ever.
  expect(await countOf('member_profiles WHERE user_id = $1', [stayingId])).toBe(1);
});
