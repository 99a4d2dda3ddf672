import { consentUrl, readPrefill, safeConsentNext } from './auth-prefill';

describe('auth prefill and consent destinations', () => {
  it('only continues to the sign-up or sign-in forms', () => {
    expect(safeConsentNext('/signin')).toBe('/signin');
    expect(safeConsentNext('/signin?view=forgot')).toBe('/signin?view=forgot');
    expect(safeConsentNext('https://evil.example/')).toBe('/signup');
    expect(safeConsentNext('//evil.example')).toBe('/signup');
    expect(safeConsentNext(null)).toBe('/signup');
    expect(consentUrl('/signin?view=forgot')).toBe('/auth-consent?next=%2Fsignin%3Fview%3Dforgot');
  });

  it('reads only string prefill fields from navigation state', () => {
    expect(readPrefill({ prefill: { email: 'a@b.co', fullName: 'Ada', password: 'x' } })).toEqual({
      email: 'a@b.co',
      fullName: 'Ada',
    });
    expect(readPrefill({ prefill: { email: 42 } })).toEqual({});
    expect(readPrefill(null)).toEqual({});
  });
});
