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
      className="fixed inset-x-0 bottom-0 z-40 max-h-[60dvh] overflow-y-auto border-t border-sand-300 bg-white shadow-[0_-8px_24px_rgb(58_46_40/0.12)] motion-safe:animate-rise-in"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2.5">
        <div className="text-sm">
          <h2 id="cookie-banner-title" ref={headingRef} tabIndex={-1} className="mr-2 inline text-base font-bold">
            Cookies on Village
          </h2>
          <p className="inline text-ink-muted">
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
        </div>
        <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between lg:gap-6">
          <div className="grid grid-cols-2 gap-x-6 gap-y-1 sm:flex sm:flex-wrap sm:items-center sm:gap-x-4">
            <Switch
              id="cookie-essential"
              label="Essential"
              hint="Always on: sign-in, security and your cookie choice."
              checked
              disabled
              hintVisibleFrom="never"
              className="sm:justify-start sm:gap-2"
            />
            {(Object.keys(CATEGORY_TEXT) as OptionalCookieCategory[]).map((category) => (
              <Switch
                key={category}
                id={`cookie-${category}`}
                label={CATEGORY_TEXT[category].label}
                hint={CATEGORY_TEXT[category].hint}
                hintVisibleFrom="never"
                className="sm:justify-start sm:gap-2"
                checked={choices[category]}
                onCheckedChange={(checked) => setChoices((previous) => ({ ...previous, [category]: checked }))}
              />
            ))}
          </div>
          <div className="grid grid-cols-3 gap-2 sm:flex sm:shrink-0 sm:justify-end">
            <Button variant="secondary" size="sm" className="px-2 sm:px-3" onClick={() => decide(REJECT_ALL)}>
              Reject All
            </Button>
            <Button variant="secondary" size="sm" className="px-2 sm:px-3" onClick={() => decide(choices)}>
              Save Preferences
            </Button>
            <Button size="sm" className="px-2 sm:px-3" onClick={() => decide(ACCEPT_ALL)}>
              Accept All
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
