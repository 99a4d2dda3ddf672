import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HOST_PREFIX } from '../session/cookies';
import type { SocialProvider } from './social-providers';

/** What the callback needs to check the provider's answer: kept only in the member's browser, sealed. */
export interface SignInFlow {
  provider: SocialProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Milliseconds since the epoch after which the flow is refused. */
  expiresAt: number;
}

export const SIGN_IN_FLOW_COOKIE = 'village_oauth';
export const SIGN_IN_FLOW_TTL_MS = 10 * 60 * 1000;

const IV_BYTES = 12;
const TAG_BYTES = 16;

const cookieName = (secure: boolean) => `${secure ? HOST_PREFIX : ''}${SIGN_IN_FLOW_COOKIE}`;

/**
 * Seals and opens the sign-in flow cookie with AES-256-GCM (confidential and tamper-evident), under a key derived
 * with HKDF from the provider's client secret: every gateway replica derives the same key, a restart keeps
 * in-flight sign-ins working, and no extra secret is needed.
 */
export class SignInFlowSealer {
  private readonly keys = new Map<SocialProvider, Buffer>();

  constructor(clientSecrets: Partial<Record<SocialProvider, string>>) {
    for (const [provider, secret] of Object.entries(clientSecrets) as Array<[SocialProvider, string]>) {
      const key = hkdfSync('sha256', secret, 'village', `sign-in flow cookie: ${provider}`, 32);
      this.keys.set(provider, Buffer.from(key));
    }
  }

  seal(flow: SignInFlow): string {
    const key = this.keyOf(flow.provider);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(flow.provider));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** The flow the cookie holds for `provider`, or null when it is missing, altered, for another provider or stale. */
  open(provider: SocialProvider, value: string | undefined, now = Date.now()): SignInFlow | null {
    const key = this.keys.get(provider);
    if (!key || !value) return null;
    const bytes = Buffer.from(value, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(provider));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      const flow = JSON.parse(text.toString('utf8')) as SignInFlow;
      return flow.provider === provider && typeof flow.expiresAt === 'number' && flow.expiresAt > now ? flow : null;
    } catch {
      return null;
    }
  }

  private keyOf(provider: SocialProvider): Buffer {
    const key = this.keys.get(provider);
    if (!key) throw new Error(`${provider} sign-in is not set up`);
    return key;
  }
}

/** httpOnly, SameSite=Lax (the provider's redirect back is a top-level navigation, so the cookie comes along). */
export function setSignInFlowCookie(reply: FastifyReply, sealed: string, secure: boolean): void {
  void reply.setCookie(cookieName(secure), sealed, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SIGN_IN_FLOW_TTL_MS / 1000,
  });
}

export function readSignInFlowCookie(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[cookieName(secure)];
}

/** A flow is used once: the callback clears it whatever the outcome. */
export function clearSignInFlowCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(cookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
