import { useState, type FormEvent } from 'react';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { requestMagicLink } from '../account-links/account-links-api';
import { failureMessage } from '../account-links/api-failure';
import { EMAIL_REQUIRED } from './forgot-password-view';

interface MagicLinkViewProps {
  initialEmail: string;
  onBack: () => void;
}

/** Sign in without a password: emails a link that works once, within 15 minutes. */
export function MagicLinkView({ initialEmail, onBack }: MagicLinkViewProps) {
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
      setSent((await requestMagicLink(email.trim())).message);
    } catch (failure) {
      const message = failureMessage(failure, 'Please try again in a moment.');
      setError(message);
      toast({ variant: 'destructive', title: 'Failed to send magic link', description: message });
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="magic-heading" className="flex flex-col gap-4">
      <h2 id="magic-heading" className="text-lg font-semibold">
        Email me a sign-in link
      </h2>
      {sent ? (
        <p role="status" className="rounded-lg bg-sage-50 p-4 text-sage-700">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-labelledby="magic-heading">
          <TextField
            id="magic-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <Button type="submit" block pending={pending}>
            {pending ? 'Sending...' : 'Send magic link'}
          </Button>
        </form>
      )}
      <Button variant="quiet" onClick={onBack}>
        Back to sign in
      </Button>
    </section>
  );
}
