import { useState, type FormEvent } from 'react';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

interface ForgotPasswordViewProps {
  initialEmail: string;
  onBack: () => void;
}

const EMAIL_REQUIRED = 'Please enter your email address first.';

export function ForgotPasswordView({ initialEmail, onBack }: ForgotPasswordViewProps) {
  const { toast } = useToast();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [requested, setRequested] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(EMAIL_REQUIRED);
      toast({ variant: 'destructive', title: 'Email required', description: EMAIL_REQUIRED });
      return;
    }
    setError(undefined);
    setRequested(true);
  };

  return (
    <section aria-labelledby="forgot-heading" className="flex flex-col gap-4">
      <h2 id="forgot-heading" className="text-lg font-semibold">
        Forgot my password
      </h2>
      {requested ? (
        <p role="status" className="rounded-lg bg-sage-50 p-4 text-sage-700">
          Resetting your password by email is coming soon. We have not sent anything to {email.trim()} yet.
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
          <Button type="submit" block>
            Reset my password
          </Button>
        </form>
      )}
      <Button variant="quiet" onClick={onBack}>
        Back to sign in
      </Button>
    </section>
  );
}
