import type {
  Engagement,
  PlatformAccount,
  PlatformAdapter,
  Publication,
  PublishRequest,
} from '../publishing/publisher.port';
import {
  expiryOf,
  type AccountTokens,
  type AuthorizationRequest,
  type ConnectedAccountGrant,
  type PlatformConnector,
} from './platform-connector';
import { callPlatform, checkLength, count, expectSuccess, field, text, type PlatformCall } from './platform-http';

const LINKEDIN_SCOPES = ['openid', 'profile', 'w_member_social'];
/** The versioned API (YYYYMM) every /rest call names. */
export const LINKEDIN_API_VERSION = '202601';

export interface LinkedInConfig {
  clientId: string;
  clientSecret: string;
  /** e.g. https://api.linkedin.com */
  apiUrl: string;
  /** e.g. https://www.linkedin.com/oauth/v2 */
  oauthUrl: string;
}

export const linkedInMessage = (body: unknown): string | undefined =>
  text(field(body, 'message')) ?? text(field(body, 'error_description'));

/**
 * Characters the Posts API's "little" text format reserves; unescaped, LinkedIn cuts the post at the first one.
 * A '#' that starts a hashtag stays as it is, so hashtags remain hashtags.
 */
export function escapeLittleText(value: string): string {
  return value.replace(/[\\|{}@[\]()<>*_~]|#(?![\p{L}\p{N}_])/gu, (reserved) => `\\${reserved}`);
}

/** Posts as the member with the Posts API (versioned /rest, Rest.li 2.0). */
export class LinkedInAdapter implements PlatformAdapter {
  readonly platform = 'linkedin' as const;

  constructor(private readonly config: LinkedInConfig) {}

  async publish(request: PublishRequest, account: PlatformAccount): Promise<Publication> {
    checkLength('linkedin', request.text);
    const answer = await callPlatform('linkedin', `${this.config.apiUrl}/rest/posts`, {
      ...restCall(account),
      json: {
        author: account.externalAccountId,
        commentary: escapeLittleText(request.text),
        visibility: 'PUBLIC',
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      },
    });
    expectSuccess('linkedin', answer, linkedInMessage);
    const urn = answer.headers.get('x-restli-id');
    if (!urn) throw new Error('LinkedIn answered a created post without its x-restli-id');
    return { externalId: urn, url: `https://www.linkedin.com/feed/update/${urn}`, publishedAt: new Date() };
  }

  /** Likes and comments from each post's social actions summary (the Posts API has no share count). */
  async engagement(externalIds: string[], account: PlatformAccount): Promise<Map<string, Engagement>> {
    const figures = new Map<string, Engagement>();
    for (const urn of externalIds) {
      const answer = await callPlatform(
        'linkedin',
        `${this.config.apiUrl}/rest/socialActions/${encodeURIComponent(urn)}`,
        restCall(account),
      );
      if (answer.status === 404) continue;
      const actions = expectSuccess('linkedin', answer, linkedInMessage);
      figures.set(urn, {
        likes: count(field(actions, 'likesSummary', 'totalLikes')),
        comments: count(field(actions, 'commentsSummary', 'aggregatedTotalComments')),
        shares: 0,
      });
    }
    return figures;
  }
}

/** Sign In with LinkedIn (OpenID Connect) plus w_member_social: the member posts as themselves. */
export class LinkedInConnector implements PlatformConnector {
  readonly platform = 'linkedin' as const;

  constructor(
    private readonly config: LinkedInConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  authorizeUrl(request: AuthorizationRequest): string {
    const url = new URL(`${this.config.oauthUrl}/authorization`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: request.redirectUri,
      state: request.state,
      scope: LINKEDIN_SCOPES.join(' '),
    }).toString();
    return url.toString();
  }

  async complete(code: string, _codeVerifier: string, redirectUri: string): Promise<ConnectedAccountGrant> {
    const tokens = await this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    const userinfo = await callPlatform('linkedin', `${this.config.apiUrl}/v2/userinfo`, {
      accessToken: tokens.accessToken,
    });
    const member = expectSuccess('linkedin', userinfo, linkedInMessage);
    const sub = text(field(member, 'sub'));
    if (!sub) throw new Error('LinkedIn answered userinfo without a sub');
    return { ...tokens, externalAccountId: `urn:li:person:${sub}`, accountName: text(field(member, 'name')) ?? sub };
  }

  refresh(refreshToken: string): Promise<AccountTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async token(form: Record<string, string>): Promise<AccountTokens> {
    const answer = await callPlatform('linkedin', `${this.config.oauthUrl}/accessToken`, {
      form: { ...form, client_id: this.config.clientId, client_secret: this.config.clientSecret },
    });
    const body = expectSuccess('linkedin', answer, linkedInMessage);
    const accessToken = text(field(body, 'access_token'));
    if (!accessToken) throw new Error('LinkedIn answered a token request without an access token');
    return {
      accessToken,
      refreshToken: text(field(body, 'refresh_token')) ?? null,
      expiresAt: expiryOf(field(body, 'expires_in'), this.now()),
    };
  }
}

function restCall(account: PlatformAccount): PlatformCall {
  return {
    accessToken: account.accessToken,
    headers: { 'LinkedIn-Version': LINKEDIN_API_VERSION, 'X-Restli-Protocol-Version': '2.0.0' },
  };
}
