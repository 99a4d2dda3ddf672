import { createHmac } from 'node:crypto';

/**
 * Signs the claims the gateway sends to identity's POST /sessions/external, so identity can tell them from a call by
 * anyone else who reaches its port: base64url HMAC-SHA256 with `EXTERNAL_SIGN_IN_KEY` over the time and the claims in
 * a fixed order. The other side is services/identity/src/external-sign-in/external-sign-in-proof.ts (it refuses a
 * proof older than 60 seconds): change both together.
 */
export const EXTERNAL_SIGN_IN_PROOF_HEADER = 'x-village-external-sign-in-proof';
/** When the gateway signed, epoch milliseconds: part of the signed text. */
export const EXTERNAL_SIGN_IN_AT_HEADER = 'x-village-external-sign-in-at';

export interface SignedClaims {
  provider: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The two headers that go with the claims. */
export function externalSignInProofHeaders(key: string, claims: SignedClaims, now: Date): Record<string, string> {
  const at = String(now.getTime());
  const { provider, subject, email, emailVerified, firstName, lastName } = claims;
  const text = JSON.stringify([at, provider, subject, email, emailVerified, firstName, lastName]);
  const proof = createHmac('sha256', Buffer.from(key, 'base64')).update(text).digest('base64url');
  return { [EXTERNAL_SIGN_IN_AT_HEADER]: at, [EXTERNAL_SIGN_IN_PROOF_HEADER]: proof };
}
