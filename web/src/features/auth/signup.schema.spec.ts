import { signupDefaults, signupSchema } from './signup.schema';

const valid = {
  ...signupDefaults,
  fullName: 'Amara Okafor',
  email: 'amara@example.com',
  password: 'longenough',
  city: 'Bristol',
  postcode: 'BS1',
  country: 'United Kingdom',
};

function messagesFor(input: unknown): Record<string, string> {
  const result = signupSchema.safeParse(input);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('signupSchema', () => {
  it('accepts a complete registration', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it('gives the spec message for every empty field', () => {
    expect(messagesFor(signupDefaults)).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      city: 'Please enter your city/town',
      postcode: 'Please enter your postcode/zip code',
      country: 'Please select your country',
    });
  });

  it('applies the spec minimum lengths', () => {
    expect(messagesFor({ ...valid, fullName: 'A' })).toEqual({ fullName: 'Full name must be at least 2 characters' });
    expect(messagesFor({ ...valid, fullName: 'Al' })).toEqual({});
    expect(messagesFor({ ...valid, password: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(messagesFor({ ...valid, password: '12345678' })).toEqual({});
    expect(messagesFor({ ...valid, city: 'Y' })).toEqual({ city: 'Please enter your city/town' });
    expect(messagesFor({ ...valid, postcode: 'N1' })).toEqual({ postcode: 'Please enter your postcode/zip code' });
  });

  it('rejects a malformed email and blank padding', () => {
    expect(messagesFor({ ...valid, email: 'amara@' })).toEqual({ email: 'Please enter a valid email address' });
    expect(messagesFor({ ...valid, fullName: '  A  ' })).toEqual({
      fullName: 'Full name must be at least 2 characters',
    });
  });

  it('trims text before it is sent', () => {
    const parsed = signupSchema.parse({ ...valid, email: ' amara@example.com ', city: ' Bristol ' });
    expect(parsed.email).toBe('amara@example.com');
    expect(parsed.city).toBe('Bristol');
  });
});
