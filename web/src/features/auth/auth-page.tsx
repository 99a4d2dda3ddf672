import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { AuthEntryForm, type AuthMode } from './auth-entry-form';
import { AuthLayout } from './auth-layout';
import { consentUrl, type AuthPrefill, type ConsentNext } from './auth-prefill';

const HEADINGS: Record<AuthMode, { title: string; subtitle: string }> = {
  signup: {
    title: 'Join a Community That Cares',
    subtitle: 'Free to join. Meet single parents near you who understand.',
  },
  signin: { title: 'Welcome Back', subtitle: 'Good to see you again.' },
};

const PROVIDERS = ['Google', 'Facebook'] as const;

export default function AuthPage() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>('signup');
  const [draft, setDraft] = useState<AuthPrefill>({});
  const modePath: ConsentNext = mode === 'signup' ? '/signup' : '/signin';

  const goToConsent = (next: ConsentNext, prefill: AuthPrefill = {}) => {
    void navigate(consentUrl(next), { state: { prefill } });
  };

  const switchTo = (next: AuthMode, current: AuthPrefill) => {
    setDraft(current);
    setMode(next);
  };

  return (
    <AuthLayout title={HEADINGS[mode].title} subtitle={HEADINGS[mode].subtitle} pageTitle={HEADINGS[mode].title}>
      <div className="grid gap-3 sm:grid-cols-2">
        {PROVIDERS.map((provider) => (
          <Button key={provider} variant="secondary" onClick={() => goToConsent(modePath)}>
            Continue with {provider}
          </Button>
        ))}
      </div>
      <p className="my-6 flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-sand-300 after:h-px after:flex-1 after:bg-sand-300">
        or use your email
      </p>
      <AuthEntryForm
        key={mode}
        mode={mode}
        defaults={draft}
        onSubmitted={(values) => goToConsent(modePath, values)}
        onForgotPassword={(values) => goToConsent('/signin?view=forgot', values)}
        onSwitchMode={switchTo}
      />
    </AuthLayout>
  );
}
