import { startAnalyticsWhenConsented } from '../analytics/start-analytics-when-consented';
import { ACCEPT_ALL, REJECT_ALL } from './cookie-consent';
import { resetConsentStoreForTests, saveConsent } from './consent-store';
import { loadWhenConsented } from './load-when-consented';

const analyticsEvaluated = jest.fn();

jest.mock('../analytics/first-party-analytics', () => {
  analyticsEvaluated();
  return { startFirstPartyAnalytics: jest.fn() };
});

async function flush() {
  for (let tick = 0; tick < 10; tick++) {
    await Promise.resolve();
  }
}

describe('loadWhenConsented', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentStoreForTests();
    analyticsEvaluated.mockClear();
  });

  it('does not import the analytics module before consent, and imports and starts it after Accept All', async () => {
    startAnalyticsWhenConsented();
    await flush();
    expect(analyticsEvaluated).not.toHaveBeenCalled();

    saveConsent(REJECT_ALL);
    await flush();
    expect(analyticsEvaluated).not.toHaveBeenCalled();

    saveConsent(ACCEPT_ALL);
    await flush();
    expect(analyticsEvaluated).toHaveBeenCalledTimes(1);
    const analytics = jest.requireMock<{ startFirstPartyAnalytics: jest.Mock }>('../analytics/first-party-analytics');
    expect(analytics.startFirstPartyAnalytics).toHaveBeenCalledTimes(1);
  });

  it('loads at once when consent was already given, and only once', async () => {
    saveConsent({ analytics: false, marketing: true, personalization: false });
    const loader = jest.fn(() => Promise.resolve('loaded'));
    const onLoaded = jest.fn();

    loadWhenConsented('marketing', loader, onLoaded);
    saveConsent(ACCEPT_ALL);
    await flush();

    expect(loader).toHaveBeenCalledTimes(1);
    expect(onLoaded).toHaveBeenCalledWith('loaded');
  });

  it('stops waiting when cancelled', async () => {
    const loader = jest.fn(() => Promise.resolve());
    const cancel = loadWhenConsented('personalization', loader);
    cancel();
    saveConsent(ACCEPT_ALL);
    await flush();
    expect(loader).not.toHaveBeenCalled();
  });
});
