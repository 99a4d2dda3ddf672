import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { linkStyles } from '../../components/ui/button-styles';
import { useAuth } from '../auth/auth-context';
import { AuthLayout } from '../auth/auth-layout';
import { signInWithMagicLink } from './account-links-api';
import { failureMessage } from './api-failure';

/**
 * /signin/magic?token=…: the emailed sign-in link. Opening the page uses nothing up (mail scanners open links
 * too); the member's click posts the token, then the dashboard opens.
 */
export default function MagicLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { toast } = useToast();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const signIn = async () => {
    setPending(true);
    try {
      const result = await signInWithMagicLink(token);
      if ('mfaRequired' in result) {
        void navigate('/signin?view=mfa');
        return;
      }
      toast({ title: 'Welcome back!', description: "You've successfully signed in." });
      await refresh();
      void navigate('/');
    } catch (error) {
      setFailure(failureMessage(error, 'Please try again in a moment.'));
      setPending(false);
    }
  };

  return (
    <AuthLayout title="Sign in with your link" subtitle="One click and you are in. The link works once.">
      {!token || failure ? (
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-lg bg-clay-50 p-4 text-clay-800">
            {failure ?? 'This link is invalid or has expired. Please request a new one.'}
          </p>
          <Link to="/signin?view=magic" className={linkStyles}>
            Email me a new sign-in link
          </Link>
        </div>
      ) : (
        <Button block size="lg" pending={pending} onClick={() => void signIn()}>
          {pending ? 'Signing In...' : 'Sign in to Village'}
        </Button>
      )}
    </AuthLayout>
  );
}
