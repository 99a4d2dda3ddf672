import { enhancedProfileFormSchema, withLanguage } from './enhanced-profile.schema';

const valid = {
  bio: '',
  parentingSituation: '',
  kidsAgeRange: '',
  skillsInterests: '',
  languagesSpoken: ['English'],
  preferredContactMethods: ['chat'],
  phoneNumber: '',
};

describe('withLanguage', () => {
  it('adds a new language, trimmed', () => {
    expect(withLanguage(['English'], '  Welsh ')).toEqual(['English', 'Welsh']);
  });

  it('adds nothing for an empty entry or one already listed', () => {
    expect(withLanguage(['English'], '   ')).toEqual(['English']);
    expect(withLanguage(['English', 'Welsh'], 'welsh')).toEqual(['English', 'Welsh']);
  });
});

describe('enhancedProfileFormSchema', () => {
  it("uses the spec's messages", () => {
    const tooLong = enhancedProfileFormSchema.safeParse({
      ...valid,
      bio: 'a'.repeat(501),
      skillsInterests: 'a'.repeat(1001),
    });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
      'Bio must be under 500 characters',
      'Skills/Interests must be under 1000 characters',
    ]);
    expect(enhancedProfileFormSchema.safeParse({ ...valid, bio: 'a'.repeat(500) }).success).toBe(true);
  });
});
