import { enhancedProfileSchema } from './enhanced-profile.schema';

const firstMessage = (input: unknown): string | undefined => {
  const result = enhancedProfileSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('enhancedProfileSchema', () => {
  it("uses the spec's messages for a bio over 500 and skills over 1000 characters", () => {
    expect(firstMessage({ bio: 'a'.repeat(501) })).toBe('Bio must be under 500 characters');
    expect(firstMessage({ skillsInterests: 'a'.repeat(1001) })).toBe('Skills/Interests must be under 1000 characters');
    expect(firstMessage({ bio: 'a'.repeat(500), skillsInterests: 'a'.repeat(1000) })).toBeUndefined();
  });

  it('refuses a parenting situation or a contact method outside the lists', () => {
    expect(firstMessage({ parentingSituation: 'single' })).toBe('Please choose a parenting situation from the list');
    expect(firstMessage({ preferredContactMethods: ['chat', 'pigeon'] })).toBe(
      'Please choose contact methods from the list',
    );
  });

  it('clears the parenting situation with an empty value and drops repeated list entries', () => {
    expect(
      enhancedProfileSchema.parse({
        parentingSituation: '',
        languagesSpoken: [' French ', 'French', 'Welsh'],
        preferredContactMethods: ['email', 'email'],
      }),
    ).toEqual({ parentingSituation: null, languagesSpoken: ['French', 'Welsh'], preferredContactMethods: ['email'] });
  });

  it('refuses a blank language', () => {
    expect(firstMessage({ languagesSpoken: ['  '] })).toBe('A language cannot be empty');
  });
});

it('refuses a NUL byte, which the database cannot store', () => {
  expect(enhancedProfileSchema.safeParse({ bio: 'a\u0000b' }).error?.issues[0]?.message).toBe(
    'Bio contains characters that are not allowed',
  );
});
