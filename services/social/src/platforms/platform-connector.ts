import type { SocialPlatform } from '../publishing/publisher.port';

/** What the platform's consent page needs to send the member back with a code. */
export interface AuthorizationRequest {
  state: string;
  /** S256 of the PKCE code verifier (platforms that do not take PKCE ignore it). */
  codeChallenge: string;
  redirectUri: string;
}

export interface AccountTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

/** The account a member connected: where posts go, its name, and the tokens to post with. */
export interface ConnectedAccountGrant extends AccountTokens {
  externalAccountId: string;
  accountName: string;
}

/** One platform's OAuth: the consent page, the code exchange, and (for short-lived tokens) the refresh. */
export interface PlatformConnector {
  readonly platform: SocialPlatform;
  authorizeUrl(request: AuthorizationRequest): string;
  complete(code: string, codeVerifier: string, redirectUri: string): Promise<ConnectedAccountGrant>;
  /** New tokens for an expired access token; absent where tokens are long-lived. */
  refresh?(refreshToken: string): Promise<AccountTokens>;
}

export const PLATFORM_CONNECTORS = Symbol('PLATFORM_CONNECTORS');

/** An expiry `expires_in` seconds after now, or null when the platform gave none. */
export const expiryOf = (expiresIn: unknown, now: Date): Date | null =>
  typeof expiresIn === 'number' && expiresIn > 0 ? new Date(now.getTime() + expiresIn * 1000) : null;
