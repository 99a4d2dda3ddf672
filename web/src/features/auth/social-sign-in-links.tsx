import { buttonClass } from '../../components/ui/button-styles';
import { LOGIN_URL } from './auth-timing';

const PROVIDERS = ['Google', 'Facebook'] as const;

export function SocialSignInLinks() {
  return (
    <section aria-labelledby="social-heading" className="mt-6 border-t border-sand-200 pt-6">
      <h2 id="social-heading" className="text-sm font-semibold">
        Other ways to sign in
      </h2>
      <p id="social-note" className="mt-1 text-sm text-ink-muted">
        Google and Facebook sign-in are coming soon. For now these take you back to email sign-in.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {PROVIDERS.map((provider) => (
          <a
            key={provider}
            href={LOGIN_URL}
            aria-describedby="social-note"
            className={buttonClass({ variant: 'secondary' })}
          >
            {provider} (coming soon)
          </a>
        ))}
      </div>
    </section>
  );
}
