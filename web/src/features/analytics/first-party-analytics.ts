/**
 * Village's own analytics: loaded only after the visitor accepts analytics cookies (see load-when-consented).
 * It records nothing yet; it marks where measurement would start so the consent gate can be tested end to end.
 */
export function startFirstPartyAnalytics(): void {
  document.documentElement.dataset.analytics = 'on';
}
