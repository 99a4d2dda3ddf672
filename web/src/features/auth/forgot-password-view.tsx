import { requestPasswordReset } from '../account-links/account-links-api';
import { EmailLinkRequestView } from './email-link-request-view';

/** 'Forgot my password': emails a reset link (the answer never says whether the address has an account). */
export function ForgotPasswordView(props: { initialEmail: string; onBack: () => void }) {
  return (
    <EmailLinkRequestView
      id="forgot"
      heading="Forgot my password"
      submitLabel="Reset my password"
      failureTitle="Failed to send reset link"
      request={requestPasswordReset}
      {...props}
    />
  );
}
