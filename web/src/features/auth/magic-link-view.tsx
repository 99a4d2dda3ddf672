import { requestMagicLink } from '../account-links/account-links-api';
import { EmailLinkRequestView } from './email-link-request-view';

/** Sign in without a password: emails a link that works once, within 15 minutes. */
export function MagicLinkView(props: { initialEmail: string; onBack: () => void }) {
  return (
    <EmailLinkRequestView
      id="magic"
      heading="Email me a sign-in link"
      submitLabel="Send magic link"
      failureTitle="Failed to send magic link"
      request={requestMagicLink}
      {...props}
    />
  );
}
