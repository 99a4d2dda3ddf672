import { useState, type FormEvent } from 'react';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { requestPasswordReset } from '../account-links/account-links-api';
import { failureMessage } from '../account-links/api-failure';

interface ForgotPasswordViewProps {
  initialEmail: string;
  onBack: () => void;
}

export const EMAIL_REQUIRED = 'Please enter your email address first.';

/** 'Forgot my password': emails a reset link (the answer never says whether the address has an account). */
export function ForgotPasswordView({ initialEmail, onBack }: ForgotPasswordViewProps) {
  const { toast } = useToast();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string>();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(EMAIL_REQUIRED);
      toast({ variant: 'destructive', title: 'Email required', description: EMAIL_REQUIRED });
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      setSent((await requestPasswordReset(email.trim())).message);
    } catch (failure) {
      const message = failureMessage(failure, 'Please try again in a moment.');
      setError(message);
      toast({ variant: 'destructive', title: 'Failed to send reset link', description: message });
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="forgot-heading" className="flex flex-col gap-4">
      <h2 id="forgot-heading" className="text-lg font-semibold">
        Forgot my password
      </h2>
      {sent ? (
        <p role="status" className="rounded-lg bg-sage-50 p-4 text-sage-700">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-labelledby="forgot-heading">
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <Button type="submit" block pending={pending}>
            {pending ? 'Sending...' : 'Reset my password'}
          </Button>
        </form>
      )}
      <Button variant="quiet" onClick={onBack}>
        Back to sign in
      </Button>
    </section>
  );
}
