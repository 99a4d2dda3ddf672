import { UserProfileUpdatedEvent } from '@village/proto';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from './factories/registration.factory';
import { eventsOf } from './support/identity-events';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const PROFILE_FIELDS = 'bio parentingSituation kidsAgeRange skillsInterests languagesSpoken preferredContactMethods';
const READ = `{ myEnhancedProfile { ${PROFILE_FIELDS} } }`;
const SAVE = `mutation Save($input: EnhancedProfileInput!) { updateEnhancedProfile(input: $input) { ${PROFILE_FIELDS} } }`;

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const newMember = async (): Promise<SessionBody> => (await identity.register(validRegistration())).json<SessionBody>();
const read = (member: SessionBody) => subgraphQuery(identity.app, member.session.accessToken, READ);
const save = (member: SessionBody, input: Record<string, unknown>) =>
  subgraphQuery(identity.app, member.session.accessToken, SAVE, { input });
const savedRows = (member: SessionBody) =>
  identity.sql('SELECT bio FROM enhanced_profiles WHERE user_id = $1', [member.user.id]);

it("gives a member who never saved one the spec's defaults: English and chat", async () => {
  const member = await newMember();
  const answer = await read(member);
  expect(answer.errors).toBeUndefined();
  expect(answer.data).toEqual({
    myEnhancedProfile: {
      bio: '',
      parentingSituation: null,
      kidsAgeRange: '',
      skillsInterests: '',
      languagesSpoken: ['English'],
      preferredContactMethods: ['chat'],
    },
  });
});

it('saves the profile, reads it back and publishes UserProfileUpdated without the bio', async () => {
  const member = await newMember();
  const profile = {
    bio: 'Mum of two, love hiking.',
    parentingSituation: 'solo_parent',
    kidsAgeRange: '4 and 7',
    skillsInterests: 'Baking, maths tutoring',
    languagesSpoken: ['English', 'Polish', 'Welsh'],
    preferredContactMethods: ['chat', 'video_call'],
  };
  const saved = await save(member, profile);
  expect(saved.errors).toBeUndefined();
  expect(saved.data).toEqual({ updateEnhancedProfile: profile });
  expect((await read(member)).data).toEqual({ myEnhancedProfile: profile });

  const events = (await eventsOf(identity, UserProfileUpdatedEvent)).filter((event) => event.key === member.user.id);
  expect(events).toHaveLength(1);
  expect(events[0].message).toMatchObject({
    userId: member.user.id,
    parentingSituation: 'solo_parent',
    kidsAgeRange: '4 and 7',
    skillsInterests: 'Baking, maths tutoring',
    languagesSpoken: ['English', 'Polish', 'Welsh'],
    preferredContactMethods: ['chat', 'video_call'],
  });
  expect(Object.keys(events[0].message)).not.toContain('bio');
});

it('keeps the saved value of a field a later save leaves out', async () => {
  const member = await newMember();
  await save(member, { bio: 'First bio', parentingSituation: 'expecting' });
  const answer = await save(member, { languagesSpoken: ['French'] });
  expect(answer.data).toMatchObject({
    updateEnhancedProfile: { bio: 'First bio', parentingSituation: 'expecting', languagesSpoken: ['French'] },
  });
});

it.each([
  [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be under 500 characters'],
  [{ skillsInterests: 'x'.repeat(1001) }, 'skillsInterests', 'Skills/Interests must be under 1000 characters'],
  [{ parentingSituation: 'single' }, 'parentingSituation', 'Please choose a parenting situation from the list'],
  [
    { preferredContactMethods: ['carrier_pigeon'] },
    'preferredContactMethods.0',
    'Please choose contact methods from the list',
  ],
  [{ kidsAgeRange: '1'.repeat(101) }, 'kidsAgeRange', "Children's ages must be under 100 characters"],
])('refuses a bad value (%#) with the message for its field and saves nothing', async (input, field, message) => {
  const member = await newMember();
  const answer = await save(member, { bio: 'would be saved', ...input });
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0]).toMatchObject({
    message,
    extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } },
  });
  expect(await savedRows(member)).toEqual([]);
  expect((await eventsOf(identity, UserProfileUpdatedEvent)).filter((event) => event.key === member.user.id)).toEqual(
    [],
  );
});

it('accepts a bio of exactly 500 and skills of exactly 1000 characters', async () => {
  const member = await newMember();
  const answer = await save(member, { bio: 'b'.repeat(500), skillsInterests: 's'.repeat(1000) });
  expect(answer.errors).toBeUndefined();
});

it('answers a signed-out caller with UNAUTHENTICATED and reads nobody', async () => {
  const answer = await subgraphQuery(identity.app, null, READ);
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});
