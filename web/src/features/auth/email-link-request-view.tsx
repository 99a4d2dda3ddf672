import { useState, type FormEvent } from 'react';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { failureMessage } from '../account-links/api-failure';

export const EMAIL_REQUIRED = 'Please enter your email address first.';

export interface EmailLinkRequestViewProps {
  /** Prefix of the view's element ids. */
  id: string;
  heading: string;
  submitLabel: string;
  /** The destructive toast's title when the request fails. */
  failureTitle: string;
  /** Asks for the email; answers the message to show (the same whether or not the address has an account). */
  request: (email: string) => Promise<{ message: string }>;
  initialEmail: string;
  onBack: () => void;
}

/** A sign-in page view that emails the member a link: asks for the email first, then says it was sent. */
export function EmailLinkRequestView({
  id,
  heading,
  submitLabel,
  failureTitle,
  request,
  initialEmail,
  onBack,
}: EmailLinkRequestViewProps) {
  const { toast } = useToast();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string>();
  const headingId = `${id}-heading`;

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
      setSent((await request(email.trim())).message);
    } catch (failure) {
      const message = failureMessage(failure, 'Please try again in a moment.');
      setError(message);
      toast({ variant: 'destructive', title: failureTitle, description: message });
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      {sent ? (
        <p role="status" className="rounded-lg bg-sage-50 p-4 text-sage-700">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-labelledby={headingId}>
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <Button type="submit" block pending={pending}>
            {pending ? 'Sending...' : submitLabel}
          </Button>
        </form>
      )}
      <Button variant="quiet" onClick={onBack}>
        Back to sign in
      </Button>
    </section>
  );
}
