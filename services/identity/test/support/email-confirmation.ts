import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import type { ReceivedMail } from '../../../../tests/support/mail/test-smtp-server';
import { TEST_APP_URL, type IdentityTestApp } from './identity-test-app';

export const CONFIRM_EMAIL = 'mutation Confirm($token: String!) { confirmEmail(token: $token) }';
export const RESEND_CONFIRMATION = 'mutation { resendEmailConfirmation }';
export const EMAIL_CONFIRMED = '{ me { emailConfirmed } }';

export const confirmEmail = (
  identity: IdentityTestApp,
  token: string,
): Promise<GraphqlAnswer<{ confirmEmail: boolean }>> => subgraphQuery(identity.app, null, CONFIRM_EMAIL, { token });

export const resendConfirmation = (
  identity: IdentityTestApp,
  accessToken: string,
): Promise<GraphqlAnswer<{ resendEmailConfirmation: boolean }>> =>
  subgraphQuery(identity.app, accessToken, RESEND_CONFIRMATION);

/** What a refused GraphQL call said: its message and its error code. */
export const refusalOf = (
  answer: GraphqlAnswer<unknown>,
): { message?: string; code?: unknown; errorCode?: unknown } => ({
  message: answer.errors?.[0]?.message,
  code: answer.errors?.[0]?.extensions?.code,
  errorCode: answer.errors?.[0]?.extensions?.errorCode,
});

/** The confirmation emails the test SMTP server received for `email`, oldest first. */
export const confirmationMailsTo = (identity: IdentityTestApp, email: string): ReceivedMail[] =>
  identity.smtp.received.filter(
    (mail) => mail.to.includes(email) && mail.subject === 'Confirm your email address for Village',
  );

/** The token of the confirmation link in an email (the same in its HTML and its text). */
export function confirmationTokenIn(mail: ReceivedMail): string {
  const link = new RegExp(`${TEST_APP_URL}/confirm-email\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!link) throw new Error(`no confirmation link in "${mail.subject}"`);
  expect(mail.html).toContain(`href="${TEST_APP_URL}/confirm-email?token=${link[1]}"`);
  return link[1];
}
