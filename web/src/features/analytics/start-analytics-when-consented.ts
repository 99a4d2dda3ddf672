import { loadWhenConsented } from '../cookie-consent/load-when-consented';

export function startAnalyticsWhenConsented(): () => void {
  return loadWhenConsented(
    'analytics',
    () => import('./first-party-analytics'),
    (analytics) => analytics.startFirstPartyAnalytics(),
  );
}
