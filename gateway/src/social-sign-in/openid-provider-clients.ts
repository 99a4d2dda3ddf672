import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import type { GatewayEnv } from '../env';
import type {
  AuthorizationRequest,
  ExternalIdentityClaims,
  SocialProvider,
  SocialProviderClient,
} from './social-providers';

const TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain HTTP is allowed only for a provider on this machine (the e2e tier's stand-in for Google). */
const onLoopback = (url: URL): boolean => url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Google: OpenID Connect from its discovery document; the id_token is checked (signature, iss, aud, exp, nonce). */
export class OpenIdConnectClient implements SocialProviderClient {
  private configuration?: Promise<oidc.Configuration>;

  constructor(
    readonly provider: SocialProvider,
    private readonly settings: { issuer: URL; clientId: string; clientSecret: string },
  ) {}

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    return oidc.buildAuthorizationUrl(await this.discovered(), {
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  async identityFrom(callbackUrl: URL, request: AuthorizationRequest): Promise<ExternalIdentityClaims> {
    const tokens = await oidc.authorizationCodeGrant(await this.discovered(), callbackUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no id_token claims');
    return {
      provider: this.provider,
      subject: claims.sub,
      email: text(claims.email) || undefined,
      emailVerified: claims.email_verified === true,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    };
  }

  /** Discovery runs at the first sign-in and is kept; a failed one is tried again next time. */
  private discovered(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        this.settings.issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        oidc.ClientSecretPost(this.settings.clientSecret),
        { execute: onLoopback(this.settings.issuer) ? [oidc.allowInsecureRequests] : [], timeout: TIMEOUT_SECONDS },
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }
}

/**
 * Facebook: OAuth 2 (code + PKCE + state; Facebook Login for the web issues no id_token), then the member's id,
 * names and email from the Graph API. The Graph API returns `email` only when Facebook has confirmed it, so an email
 * that is present counts as verified.
 */
export class FacebookClient implements SocialProviderClient {
  readonly provider = 'facebook' as const;
  private readonly configuration: oidc.Configuration;

  constructor(
    private readonly settings: {
      authorizationUrl: URL;
      tokenUrl: URL;
      profileUrl: URL;
      clientId: string;
      clientSecret: string;
    },
  ) {
    this.configuration = new oidc.Configuration(
      {
        issuer: 'https://www.facebook.com',
        authorization_endpoint: settings.authorizationUrl.href,
        token_endpoint: settings.tokenUrl.href,
      },
      settings.clientId,
      settings.clientSecret,
      oidc.ClientSecretPost(settings.clientSecret),
    );
    this.configuration.timeout = TIMEOUT_SECONDS;
    if ([settings.tokenUrl, settings.profileUrl].every(onLoopback)) oidc.allowInsecureRequests(this.configuration);
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    return oidc.buildAuthorizationUrl(this.configuration, {
      redirect_uri: request.redirectUri,
      scope: 'email public_profile',
      state: request.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  async identityFrom(callbackUrl: URL, request: AuthorizationRequest): Promise<ExternalIdentityClaims> {
    const tokens = await oidc.authorizationCodeGrant(this.configuration, callbackUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
    });
    const profileUrl = new URL(this.settings.profileUrl);
    profileUrl.searchParams.set('fields', 'id,first_name,last_name,email');
    // Proves the token is used by the app it was issued to (Facebook's appsecret_proof).
    profileUrl.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', this.settings.clientSecret).update(tokens.access_token).digest('hex'),
    );
    const response = await oidc.fetchProtectedResource(this.configuration, tokens.access_token, profileUrl, 'GET');
    if (!response.ok) throw new Error(`Graph API answered ${response.status}`);
    const profile = (await response.json()) as Record<string, unknown>;
    const subject = text(profile.id);
    if (!subject) throw new Error('Graph API answered without an id');
    const email = text(profile.email) || undefined;
    return {
      provider: this.provider,
      subject,
      email,
      emailVerified: email !== undefined,
      firstName: text(profile.first_name),
      lastName: text(profile.last_name),
    };
  }
}

/** The providers this gateway's configuration enables. */
export function socialProviderClientsFrom(env: GatewayEnv): Partial<Record<SocialProvider, SocialProviderClient>> {
  const clients: Partial<Record<SocialProvider, SocialProviderClient>> = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    clients.google = new OpenIdConnectClient('google', {
      issuer: new URL(env.GOOGLE_ISSUER),
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    });
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    clients.facebook = new FacebookClient({
      authorizationUrl: new URL(env.FACEBOOK_AUTHORIZATION_URL),
      tokenUrl: new URL(env.FACEBOOK_TOKEN_URL),
      profileUrl: new URL(env.FACEBOOK_PROFILE_URL),
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
    });
  }
  return clients;
}

/** The client secrets the sign-in flow cookie's keys are derived from. */
export function clientSecretsFrom(env: GatewayEnv): Partial<Record<SocialProvider, string>> {
  return {
    ...(env.GOOGLE_CLIENT_SECRET ? { google: env.GOOGLE_CLIENT_SECRET } : {}),
    ...(env.FACEBOOK_CLIENT_SECRET ? { facebook: env.FACEBOOK_CLIENT_SECRET } : {}),
  };
}
