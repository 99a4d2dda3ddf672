import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The proof that the gateway, not another caller of identity's port, vouches for the claims of a social sign-in:
 * base64url HMAC-SHA256 with `EXTERNAL_SIGN_IN_KEY` over the time and the claims in a fixed order.
 * The other side is gateway/src/social-sign-in/external-sign-in-proof.ts: change both together.
 */
export const EXTERNAL_SIGN_IN_PROOF_HEADER = 'x-village-external-sign-in-proof';
/** When the gateway signed, epoch milliseconds: part of the signed text. */
export const EXTERNAL_SIGN_IN_AT_HEADER = 'x-village-external-sign-in-at';
/** How old (or how far ahead, for clocks apart) a proof may be. */
export const EXTERNAL_SIGN_IN_PROOF_MAX_AGE_MS = 60_000;

export type ProofVerdict = 'valid' | 'missing' | 'stale' | 'wrong';

/** `JSON.stringify([at, provider, subject, email, emailVerified, firstName, lastName])` of the claims as sent. */
function signedText(at: string, claims: Record<string, unknown>): string {
  const { provider, subject, email, emailVerified, firstName, lastName } = claims;
  return JSON.stringify([at, provider, subject, email, emailVerified, firstName, lastName]);
}

export function verifyExternalSignInProof(
  key: string,
  claims: Record<string, unknown>,
  proof: { at?: string; signature?: string },
  now: Date,
): ProofVerdict {
  const { at, signature } = proof;
  if (!at || !signature) return 'missing';
  const signedAt = /^\d{1,15}$/.test(at) ? Number(at) : Number.NaN;
  if (!(Math.abs(now.getTime() - signedAt) <= EXTERNAL_SIGN_IN_PROOF_MAX_AGE_MS)) return 'stale';
  const expected = createHmac('sha256', Buffer.from(key, 'base64')).update(signedText(at, claims)).digest();
  const actual = Buffer.from(signature, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? 'valid' : 'wrong';
}
