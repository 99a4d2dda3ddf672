import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { COOKIE_BANNER_DELAY_MS, REJECT_ALL } from './cookie-consent';
import { getConsent, useSettingsRequests } from './consent-store';

const CookieBanner = lazy(() => import('./cookie-banner'));

type BannerState = { open: false } | { open: true; reopened: boolean };

export function CookieBannerHost() {
  const [state, setState] = useState<BannerState>({ open: false });
  const settingsRequests = useSettingsRequests();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const firstRequests = useRef(settingsRequests);

  useEffect(() => {
    if (getConsent()) {
      return;
    }
    const timer = setTimeout(() => {
      setState((current) => (current.open ? current : { open: true, reopened: false }));
    }, COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (settingsRequests === firstRequests.current) {
      return;
    }
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState({ open: true, reopened: true });
  }, [settingsRequests]);

  if (!state.open) {
    return null;
  }

  const close = () => {
    setState({ open: false });
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  };

  return (
    <Suspense fallback={null}>
      <CookieBanner initialChoices={getConsent() ?? REJECT_ALL} takeFocus={state.reopened} onDone={close} />
    </Suspense>
  );
}
