/** The providers Village can sign members in with; each is enabled by configuration. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What a provider vouched for, after its answer was validated: identity decides what it means for Village. */
export interface ExternalIdentityClaims {
  provider: SocialProvider;
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** One provider's half of the authorization code flow (openid-client does the protocol work). */
export interface SocialProviderClient {
  readonly provider: SocialProvider;
  /** Where to send the browser to sign in at the provider. */
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Exchanges the code of `callbackUrl` and validates the answer (state, PKCE, id_token and nonce where OIDC). */
  identityFrom(callbackUrl: URL, request: AuthorizationRequest): Promise<ExternalIdentityClaims>;
}

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);
