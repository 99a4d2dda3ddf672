// Pure (no NestJS, no I/O): the gateway imports this as `@village/kit/token-cache`.

export interface VerifiedTokenCacheOptions {
  /** The most tokens remembered at once; the oldest is forgotten first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  expiresAtMs: number;
}

/**
 * What the full verification of an access token found (signature, algorithm, issuer, audience, expiry), kept by
 * the exact token string until the token's own `exp`, never beyond: the same string carries the same signature
 * over the same claims, so verifying it again can only give the same answer until it expires. A token is only
 * remembered after it passed every check; anything it is not asked for (a revocation list) is still the caller's
 * to check on every request. See docs/decisions/009-gateway-overhead.md.
 */
export class VerifiedTokenCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly now: () => number;

  constructor(private readonly options: VerifiedTokenCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /** What `token` was verified as, while it has not expired; undefined when it must be verified. */
  get(token: string): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  /** Remembers a token that passed verification, until `expiresAtMs` (its `exp` claim, in milliseconds). */
  remember(token: string, value: T, expiresAtMs: number): void {
    if (!Number.isFinite(expiresAtMs) || expiresAtMs <= this.now()) return;
    this.entries.delete(token);
    if (this.entries.size >= this.options.maxEntries) this.forgetOldest();
    this.entries.set(token, { value, expiresAtMs });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Tokens live equally long, so the one remembered longest ago (a Map keeps insertion order) expires first. */
  private forgetOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
