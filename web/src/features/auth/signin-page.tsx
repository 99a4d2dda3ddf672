import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { signIn } from '../../api/auth-api';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { linkStyles } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/text-field';
import { MfaChallengeStep } from '../mfa/mfa-challenge-step';
import { useAuth } from './auth-context';
import { AuthLayout } from './auth-layout';
import { readPrefill } from './auth-prefill';
import { SIGNIN_REDIRECT_MS } from './auth-timing';
import { ForgotPasswordView } from './forgot-password-view';
import { MagicLinkView } from './magic-link-view';
import { PasswordField } from './password-field';
import { signinSchema, type SigninValues } from './signin.schema';
import { SocialSignInError } from './social-sign-in-error';
import { SocialSignInLinks } from './social-sign-in-links';

export default function SigninPage() {
  const { toast } = useToast();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [view, setView] = useState<SigninView>(viewOf(params.get('view')));
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SigninValues>({
    resolver: zodResolver(signinSchema),
    defaultValues: { email: readPrefill(location.state).email ?? '', password: '' },
  });

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const welcomeBack = () => {
    toast({ title: 'Welcome back!', description: "You've successfully signed in." });
    setRedirecting(true);
    void refresh();
    redirectTimer.current = setTimeout(() => void navigate('/'), SIGNIN_REDIRECT_MS);
  };

  const onSubmit = async (values: SigninValues) => {
    try {
      const result = await signIn(values);
      if ('mfaRequired' in result) {
        setView('mfa');
        return;
      }
      welcomeBack();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Sign in failed', description: signInFailureMessage(error) });
    }
  };

  const pending = isSubmitting || redirecting;

  return (
    <AuthLayout title="Welcome Back" subtitle="Sign in to your Village account.">
      <SocialSignInError />
      {view === 'mfa' ? (
        <MfaChallengeStep
          onSignedIn={welcomeBack}
          onFailed={(message) => toast({ variant: 'destructive', title: 'Sign in failed', description: message })}
        />
      ) : view === 'forgot' ? (
        <ForgotPasswordView initialEmail={getValues('email')} onBack={() => setView('signin')} />
      ) : view === 'magic' ? (
        <MagicLinkView initialEmail={getValues('email')} onBack={() => setView('signin')} />
      ) : (
        <>
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="Sign in">
            <TextField
              id="email"
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <PasswordField
              id="password"
              label="Password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <button type="button" onClick={() => setView('forgot')} className={`${linkStyles} min-h-6 self-start`}>
              Forgot my password
            </button>
            <Button type="submit" pending={pending} block size="lg">
              {pending ? 'Signing In...' : 'Sign In'}
            </Button>
            <Button variant="secondary" block onClick={() => setView('magic')}>
              Email me a sign-in link instead
            </Button>
          </form>
          <SocialSignInLinks />
        </>
      )}
      <p className="mt-6 text-sm">
        New to Village?{' '}
        <Link to="/signup" className={linkStyles}>
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}

type SigninView = 'signin' | 'forgot' | 'magic' | 'mfa';

function viewOf(requested: string | null): SigninView {
  return requested === 'forgot' || requested === 'magic' || requested === 'mfa' ? requested : 'signin';
}

function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage();
  }
  return error instanceof Error ? error.message : 'Sign in failed';
}
