import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { linkStyles } from '../../components/ui/button-styles';
import { AuthLayout } from './auth-layout';
import { readPrefill, safeConsentNext } from './auth-prefill';
import { CONSENT_ITEMS } from './consent-items';

export default function AuthConsentPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const next = safeConsentNext(params.get('next'));
  const joining = next === '/signup';

  return (
    <AuthLayout
      title="Before you continue"
      subtitle="Village is a safe space for single parents. Here is what we keep about you, and why."
    >
      <ul className="flex flex-col gap-4">
        {CONSENT_ITEMS.map((item) => (
          <li key={item.title} className="rounded-2xl border border-sand-200 bg-sand-50 p-4">
            <h2 className="font-bold">{item.title}</h2>
            <p className="mt-1 text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        We never sell your data. You can download or delete it at any time. Read our{' '}
        <Link to="/privacy-policy" className={linkStyles}>
          Privacy Policy
        </Link>
        ,{' '}
        <Link to="/cookie-policy" className={linkStyles}>
          Cookie Policy
        </Link>
        ,{' '}
        <Link to="/terms-of-service" className={linkStyles}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/gdpr-rights" className={linkStyles}>
          GDPR Rights
        </Link>
        .
      </p>
      <p className="mt-4 text-sm text-ink-muted">
        {joining
          ? 'By continuing you agree to our Terms of Service and confirm you have read our Privacy Policy.'
          : 'Continue to sign in to your account.'}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        <Button size="lg" onClick={() => void navigate(next, { state: { prefill: readPrefill(location.state) } })}>
          Continue
        </Button>
        <Link to="/" className={`${linkStyles} inline-flex min-h-12 items-center justify-center px-4`}>
          Not now
        </Link>
      </div>
    </AuthLayout>
  );
}
