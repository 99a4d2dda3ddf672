import { render, screen } from '@testing-library/react';
import { VerificationBadge, verificationLevelOf } from './verification-badge';

describe('verificationLevelOf', () => {
  it.each([
    [true, true, 'complete'],
    [true, false, 'partial'],
    [false, true, 'partial'],
    [false, false, 'pending'],
  ] as const)('verified %s and MFA %s make %s', (isVerified, mfaEnabled, level) => {
    expect(verificationLevelOf({ isVerified, mfaEnabled })).toBe(level);
  });
});

describe('VerificationBadge', () => {
  it('names the level for assistive technology and shows it', () => {
    render(<VerificationBadge level="partial" />);
    expect(screen.getByRole('img', { name: 'Verification: partial' })).toHaveTextContent('Verification: Partial');
  });
});
