import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast/toast-context';
import { useAuth } from '../auth/auth-context';
import { resendConfirmationEmail } from './email-confirmation-api';

export const RESEND_FAILED = 'We could not send the email. Please try again in a moment.';

/** Shown to a signed-in member until they open the link in their confirmation email. */
export function EmailConfirmationBanner() {
  const { state } = useAuth();
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  if (state.status !== 'authenticated' || state.user.emailConfirmed !== false) return null;

  const resend = async () => {
    setSending(true);
    try {
      const { message } = await resendConfirmationEmail();
      toast({ title: 'Email sent', description: message });
    } catch (error) {
      const description = error instanceof ApiError && error.status < 500 ? error.serverMessage() : RESEND_FAILED;
      toast({ variant: 'destructive', title: 'Email not sent', description });
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-label="Email confirmation"
      className="border-b border-amber-800/20 bg-amber-50 px-4 py-3 text-sm text-amber-800"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 text-center">
        <p>
          Please confirm your email address: we sent a link to <strong>{state.user.email}</strong>.
        </p>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={sending}
          className="min-h-6 font-semibold underline disabled:opacity-60"
        >
          {sending ? 'Sending…' : 'Resend email'}
        </button>
      </div>
    </section>
  );
}
