import { signinSchema } from './signin.schema';

describe('signinSchema', () => {
  it('asks for a valid email and a password', () => {
    const result = signinSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email address',
      'Please enter your password',
    ]);
  });

  it('accepts any non-empty password', () => {
    expect(signinSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});
