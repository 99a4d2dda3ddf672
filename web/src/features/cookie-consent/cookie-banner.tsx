import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { linkStyles } from '../../components/ui/button-styles';
import { Switch } from '../../components/ui/switch';
import { ACCEPT_ALL, REJECT_ALL, type CookieChoices, type OptionalCookieCategory } from './cookie-consent';
import { saveConsent } from './consent-store';
import { useBannerHeightVariable } from './use-banner-height-variable';

interface CookieBannerProps {
  initialChoices: CookieChoices;
  takeFocus: boolean;
  onDone: () => void;
}

const CATEGORY_TEXT: Record<OptionalCookieCategory, { label: string; hint: string }> = {
  analytics: { label: 'Analytics', hint: 'Helps us see which pages help parents most.' },
  marketing: { label: 'Marketing', hint: 'Lets us measure our own campaigns.' },
  personalization: { label: 'Personalisation', hint: 'Remembers your preferences between visits.' },
};

export default function CookieBanner({ initialChoices, takeFocus, onDone }: CookieBannerProps) {
  const [choices, setChoices] = useState<CookieChoices>(initialChoices);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  useBannerHeightVariable(bannerRef);

  useEffect(() => {
    if (takeFocus) {
      headingRef.current?.focus();
    }
  }, [takeFocus]);

  const decide = (decision: CookieChoices) => {
    saveConsent(decision);
    onDone();
  };

  return (
    <section
      ref={bannerRef}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85dvh] overflow-y-auto border-t border-sand-300 bg-white shadow-[0_-8px_24px_rgb(58_46_40/0.12)] motion-safe:animate-rise-in"
    >
      <div className="mx-auto max-w-5xl px-4 py-4 sm:py-5">
        <h2 id="cookie-banner-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold">
          Cookies on Village
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">
          Essential cookies keep you signed in and safe. Optional ones stay off unless you turn them on. Read our{' '}
          <Link to="/privacy-policy" className={linkStyles}>
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link to="/cookie-policy" className={linkStyles}>
            Cookie Policy
          </Link>
          .
        </p>
        <div className="mt-3 grid gap-x-8 gap-y-1 sm:grid-cols-2 sm:gap-y-3">
          <Switch
            id="cookie-essential"
            label="Essential"
            hint="Always on: sign-in, security and your cookie choice."
            checked
            disabled
            hintVisibleFrom="sm"
          />
          {(Object.keys(CATEGORY_TEXT) as OptionalCookieCategory[]).map((category) => (
            <Switch
              key={category}
              id={`cookie-${category}`}
              label={CATEGORY_TEXT[category].label}
              hint={CATEGORY_TEXT[category].hint}
              hintVisibleFrom="sm"
              checked={choices[category]}
              onCheckedChange={(checked) => setChoices((previous) => ({ ...previous, [category]: checked }))}
            />
          ))}
        </div>
        <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <Button variant="secondary" size="sm" onClick={() => decide(REJECT_ALL)}>
            Reject All
          </Button>
          <Button variant="secondary" size="sm" onClick={() => decide(choices)}>
            Save Preferences
          </Button>
          <Button size="sm" className="col-span-2" onClick={() => decide(ACCEPT_ALL)}>
            Accept All
          </Button>
        </div>
      </div>
    </section>
  );
}
