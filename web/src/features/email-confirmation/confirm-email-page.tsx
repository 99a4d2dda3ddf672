import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/auth-context';
import { confirmEmail } from './email-confirmation-api';

type Outcome = { status: 'confirming' } | { status: 'confirmed' } | { status: 'failed'; message: string };

export const NO_TOKEN_MESSAGE =
  "This confirmation link is not complete. Open the link from your email again, or sign in and choose 'Resend email'.";
const UNREACHABLE_MESSAGE = 'We could not reach Village to confirm your email. Please try again in a moment.';

/** /confirm-email?token=…: posts the emailed link's token once and says how it went, with a way on. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { state, refresh } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { status: 'confirming' } : { status: 'failed', message: NO_TOKEN_MESSAGE },
  );
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs the effect twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(token).then(
      () => {
        setOutcome({ status: 'confirmed' });
        void refresh();
      },
      (error: unknown) =>
        setOutcome({
          status: 'failed',
          message: error instanceof ApiError && error.status < 500 ? error.serverMessage() : UNREACHABLE_MESSAGE,
        }),
    );
  }, [token, refresh]);

  const signedIn = state.status === 'authenticated';
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageTitle title="Confirm your email" />
      {outcome.status === 'confirming' ? (
        <div role="status" className="flex flex-col items-center gap-4">
          <Spinner />
          <h1 className="text-3xl font-extrabold">Confirming your email…</h1>
        </div>
      ) : outcome.status === 'confirmed' ? (
        <div role="status">
          <h1 className="text-3xl font-extrabold">Your email is confirmed</h1>
          <p className="mt-3 text-lg text-ink-muted">Thank you. We can now reach you safely about your account.</p>
          <div className="mt-8">
            <ButtonLink to={signedIn ? '/' : '/signin'}>{signedIn ? 'Go to your dashboard' : 'Sign in'}</ButtonLink>
          </div>
        </div>
      ) : (
        <div role="alert">
          <h1 className="text-3xl font-extrabold">We could not confirm your email</h1>
          <p className="mt-3 text-lg text-ink-muted">{outcome.message}</p>
          <div className="mt-8">
            <ButtonLink to={signedIn ? '/' : '/signin'}>{signedIn ? 'Back to your dashboard' : 'Sign in'}</ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
