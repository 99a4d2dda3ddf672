import { useCallback, useEffect, useRef, useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../api/api-error';
import { useAuth } from '../auth/auth-context';
import { completeSignup } from './signup-completion-api';

/** The spec's signup completion delay. */
export const SIGNUP_COMPLETION_DELAY_MS = 1000;

type Step = 'in-progress' | 'success' | 'failure';

/** /signup-complete: waits a second, completes the registration, then offers the next steps. */
export default function SignupCompletePage() {
  const { toast } = useToast();
  const { refresh } = useAuth();
  const [step, setStep] = useState<Step>('in-progress');
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const complete = useCallback(async () => {
    try {
      await completeSignup();
      setStep('success');
      void refresh();
    } catch (error) {
      const description = error instanceof ApiError ? error.serverMessage() : 'Please try again.';
      toast({ variant: 'destructive', title: 'Setup incomplete', description });
      setStep('failure');
    }
  }, [refresh, toast]);

  useEffect(() => {
    const timer = setTimeout(() => void complete(), SIGNUP_COMPLETION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [attempt, complete]);

  useEffect(() => {
    if (step !== 'in-progress') headingRef.current?.focus();
  }, [step]);

  const tryAgain = () => {
    setStep('in-progress');
    setAttempt((count) => count + 1);
  };

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <PageTitle title="Completing your registration" />
      <div className="rounded-3xl border border-sand-200 bg-white p-8 text-center shadow-sm" aria-live="polite">
        {step === 'in-progress' && (
          <div className="flex flex-col items-center gap-4" role="status">
            <Spinner />
            <h1 className="text-2xl font-extrabold">Setting up your account...</h1>
            <p className="text-ink-muted">This only takes a moment.</p>
          </div>
        )}
        {step === 'success' && (
          <div className="flex flex-col items-center gap-4">
            <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold">
              Welcome to Village!
            </h1>
            <p className="text-ink-muted">Your registration is complete. Where would you like to start?</p>
            <div className="flex w-full flex-col gap-3 sm:flex-row">
              <ButtonLink to="/" block>
                Explore Your Community
              </ButtonLink>
              <ButtonLink to="/profile-setup" variant="secondary" block>
                Complete Your Profile
              </ButtonLink>
            </div>
          </div>
        )}
        {step === 'failure' && (
          <div className="flex flex-col items-center gap-4">
            <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold">
              Something went wrong
            </h1>
            <p className="text-ink-muted">We could not finish setting up your account.</p>
            <div className="flex w-full flex-col gap-3 sm:flex-row">
              <Button block onClick={tryAgain}>
                Try Again
              </Button>
              <ButtonLink to="/" variant="secondary" block>
                Return Home
              </ButtonLink>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
