import { createHmac } from 'node:crypto';
import { TEST_EXTERNAL_SIGN_IN_KEY, type IdentityTestApp } from './identity-test-app';

export interface SigningOptions {
  /** The key to sign with; identity's own by default. */
  key?: string;
  /** When the gateway signed, epoch milliseconds; now by default. */
  at?: number;
  /** Leaves the proof headers out, as a caller without the key would. */
  unsigned?: boolean;
}

/** The headers the gateway adds to the claims, signed here independently of identity's code. */
export function proofHeaders(claims: Record<string, unknown>, options: SigningOptions = {}): Record<string, string> {
  const at = String(options.at ?? Date.now());
  const { provider, subject, email, emailVerified, firstName, lastName } = claims;
  const text = JSON.stringify([at, provider, subject, email, emailVerified, firstName, lastName]);
  const proof = createHmac('sha256', Buffer.from(options.key ?? TEST_EXTERNAL_SIGN_IN_KEY, 'base64'))
    .update(text)
    .digest('base64url');
  return { 'x-village-external-sign-in-at': at, 'x-village-external-sign-in-proof': proof };
}

/**
 * POST /sessions/external as the gateway sends it: the claims with the proof headers (base64url HMAC-SHA256 over
 * JSON [at, provider, subject, email, emailVerified, firstName, lastName]).
 */
export function postExternalSignIn(
  identity: Pick<IdentityTestApp, 'post'>,
  claims: Record<string, unknown>,
  options: SigningOptions = {},
): ReturnType<IdentityTestApp['post']> {
  return identity.post('/sessions/external', claims, options.unsigned ? {} : proofHeaders(claims, options));
}
