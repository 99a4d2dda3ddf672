import { useSearchParams } from 'react-router-dom';
import { socialSignInFailureMessage } from './social-sign-in';

/** Why a Google or Facebook sign-in came back to /signin (the gateway says with ?error= and ?provider=). */
export function SocialSignInError() {
  const [params] = useSearchParams();
  const message = socialSignInFailureMessage(params.get('error'), params.get('provider'));
  if (!message) return null;
  return (
    <p role="alert" className="mb-6 rounded-lg bg-danger-50 p-4 text-sm text-danger-800">
      {message}
    </p>
  );
}
