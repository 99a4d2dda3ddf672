import { ACCEPT_ALL, allows, CONSENT_STORAGE_KEY, readConsent, REJECT_ALL, writeConsent } from './cookie-consent';

describe('cookie consent storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores essential, the three optional categories and when the choice was made', () => {
    const consent = writeConsent(
      { analytics: true, marketing: false, personalization: true },
      new Date('2025-11-21T20:15:00Z'),
    );
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      personalization: true,
      decidedAt: '2025-11-21T20:15:00.000Z',
    });
    expect(readConsent()).toEqual(consent);
  });

  it('reads nothing when no choice is stored or the stored value is damaged', () => {
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 'yes', decidedAt: 'today' }));
    expect(readConsent()).toBeNull();
  });

  it('always allows essential cookies and optional ones only when chosen', () => {
    expect(allows(null, 'essential')).toBe(true);
    expect(allows(null, 'analytics')).toBe(false);
    const refused = writeConsent(REJECT_ALL);
    expect(allows(refused, 'marketing')).toBe(false);
    const accepted = writeConsent(ACCEPT_ALL);
    expect(
      ['analytics', 'marketing', 'personalization'].every((category) => allows(accepted, category as 'analytics')),
    ).toBe(true);
  });

  it('still works when storage refuses to save', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(writeConsent(ACCEPT_ALL, new Date(), storage).analytics).toBe(true);
    expect(readConsent(storage)).toBeNull();
  });
});
