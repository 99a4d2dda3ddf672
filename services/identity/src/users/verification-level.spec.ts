import { VerificationLevel, verificationLevelOf } from './verification-level';

describe('verificationLevelOf', () => {
  it.each([
    [true, true, VerificationLevel.COMPLETE],
    [true, false, VerificationLevel.PARTIAL],
    [false, true, VerificationLevel.PARTIAL],
    [false, false, VerificationLevel.PENDING],
  ])('verified %s and MFA %s make %s', (isVerified, mfaEnabled, level) => {
    expect(verificationLevelOf({ isVerified, mfaEnabled })).toBe(level);
  });
});
