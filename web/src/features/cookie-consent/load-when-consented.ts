import { allows, type OptionalCookieCategory } from './cookie-consent';
import { getConsent, subscribeToConsent } from './consent-store';

/**
 * Runs `loader` (typically a dynamic import) once the visitor has agreed to `category`, and never before.
 * Returns a function that cancels the wait.
 */
export function loadWhenConsented<T>(
  category: OptionalCookieCategory,
  loader: () => Promise<T>,
  onLoaded?: (loaded: T) => void,
): () => void {
  let started = false;
  let unsubscribe: () => void = () => undefined;

  const tryLoad = () => {
    if (started || !allows(getConsent(), category)) {
      return;
    }
    started = true;
    unsubscribe();
    void loader().then((loaded) => onLoaded?.(loaded));
  };

  unsubscribe = subscribeToConsent(tryLoad);
  tryLoad();
  return () => unsubscribe();
}
