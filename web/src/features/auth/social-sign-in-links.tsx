import { useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import {
  fetchSocialProviders,
  notSetUpMessage,
  PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  socialSignInUrl,
  type SocialProvider,
  type SocialProviderAvailability,
} from './social-sign-in';

type Availability = SocialProviderAvailability | 'loading';

/**
 * Google and Facebook sign-in: a link to the gateway for each provider this Village has set up; for the others a
 * button that stays focusable but does nothing, and says why.
 */
export function SocialSignInLinks() {
  const [availability, setAvailability] = useState<Availability>('loading');

  useEffect(() => {
    const controller = new AbortController();
    fetchSocialProviders(controller.signal)
      .then(setAvailability)
      .catch(() => {
        if (!controller.signal.aborted) setAvailability({ google: false, facebook: false });
      });
    return () => controller.abort();
  }, []);

  return (
    <section
      aria-labelledby="social-heading"
      aria-busy={availability === 'loading'}
      className="mt-6 border-t border-sand-200 pt-6"
    >
      <h2 id="social-heading" className="text-sm font-semibold">
        Other ways to sign in
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider} className="flex flex-col gap-1">
            <ProviderButton provider={provider} availability={availability} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProviderButton({ provider, availability }: { provider: SocialProvider; availability: Availability }) {
  const label = `Continue with ${PROVIDER_NAMES[provider]}`;
  const look = buttonClass({ variant: 'secondary', block: true });
  if (availability !== 'loading' && availability[provider]) {
    return (
      <a href={socialSignInUrl(provider)} className={look}>
        {label}
      </a>
    );
  }
  const noteId = `${provider}-sign-in-note`;
  const unavailable = availability !== 'loading';
  return (
    <>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={unavailable ? noteId : undefined}
        onClick={(event) => event.preventDefault()}
        className={look}
      >
        {label}
      </button>
      {unavailable && (
        <p id={noteId} className="text-sm text-ink-muted">
          {notSetUpMessage(provider)}
        </p>
      )}
    </>
  );
}
