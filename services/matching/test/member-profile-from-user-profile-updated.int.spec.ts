import { userProfileUpdated } from '../../../tests/support/factories/user-profile-updated.factory';
import { eventually } from '../../../tests/support/eventually';
import { startMatching, type MatchingTestApp } from './support/matching-test-app';

let matching: MatchingTestApp;

beforeAll(async () => {
  matching = await startMatching();
});

afterAll(async () => {
  await matching?.close();
});

const profileRow = async (userId: string) => {
  const rows = await matching.sql(
    `SELECT parenting_situation, kids_age_range, skills_interests, languages_spoken, preferred_contact_methods,
            profile_updated_at
       FROM member_profiles WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
};

const processed = (eventId: string) => async () => {
  const rows = await matching.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [eventId]);
  return rows.length === 1 ? true : undefined;
};

it("stores the member's languages and parenting situation when identity publishes UserProfileUpdated", async () => {
  const { envelope, message } = userProfileUpdated({ languagesSpoken: ['English', 'Polish'] });
  await matching.publish(envelope);
  expect(await eventually('the member_profiles row', () => profileRow(message.userId!))).toEqual({
    parenting_situation: 'co_parenting',
    kids_age_range: '3 and 6',
    skills_interests: 'Gardening',
    languages_spoken: ['English', 'Polish'],
    preferred_contact_methods: ['chat'],
    profile_updated_at: new Date('2025-11-22T10:00:00.000Z'),
  });
});

it('keeps the newer save when an older one arrives after it, and stores an unset situation as null', async () => {
  const userId = '00000000-0000-4000-8000-0000000000a1';
  const newer = userProfileUpdated({
    userId,
    parentingSituation: '',
    languagesSpoken: ['French'],
    savedAt: new Date('2025-11-23T08:00:00.000Z'),
  });
  const older = userProfileUpdated({
    userId,
    languagesSpoken: ['German'],
    savedAt: new Date('2025-11-22T08:00:00.000Z'),
  });

  await matching.publish(newer.envelope, older.envelope);
  await eventually('both events handled', processed(older.envelope.id));

  expect(await profileRow(userId)).toMatchObject({ parenting_situation: null, languages_spoken: ['French'] });
  expect(await matching.sql('SELECT count(*)::int AS n FROM member_profiles WHERE user_id = $1', [userId])).toEqual([
    { n: 1 },
  ]);
});
