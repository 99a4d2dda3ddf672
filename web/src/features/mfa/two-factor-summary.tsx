import { Link } from 'react-router-dom';
import { linkStyles } from '../../components/ui/button-styles';

/** Whether two-factor sign-in is on, and the way to /mfa-setup to change it: for the Security tab. */
export function TwoFactorSummary({ enabled }: { enabled: boolean }) {
  return (
    <section aria-labelledby="two-factor-heading" className="flex flex-col gap-2">
      <h2 id="two-factor-heading" className="text-xl font-bold">
        Two-factor authentication
      </h2>
      <p className="text-ink-muted">
        {enabled
          ? 'On: signing in asks for a code from your authenticator app.'
          : 'Off: add a code from an authenticator app to every sign-in, so a stolen password is not enough.'}
      </p>
      <Link to="/mfa-setup" className={linkStyles}>
        {enabled ? 'Manage two-factor authentication' : 'Set up two-factor authentication'}
      </Link>
    </section>
  );
}
