import {
  PublishFailure,
  type Engagement,
  type PlatformAccount,
  type PlatformAdapter,
  type Publication,
  type PublishRequest,
} from '../publishing/publisher.port';
import {
  expiryOf,
  type AccountTokens,
  type AuthorizationRequest,
  type ConnectedAccountGrant,
  type PlatformConnector,
} from './platform-connector';
import { callPlatform, checkLength, count, expectSuccess, field, text } from './platform-http';

const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'offline.access'];
/** GET /2/tweets takes at most 100 ids a call. */
const IDS_PER_LOOKUP = 100;

export interface XConfig {
  clientId: string;
  clientSecret: string;
  /** e.g. https://api.x.com */
  apiUrl: string;
  /** e.g. https://x.com/i/oauth2/authorize */
  authorizeUrl: string;
}

/** X API v2's problem details ({title, detail}) or its older errors array. */
export function xMessage(body: unknown): string | undefined {
  const detail = text(field(body, 'detail')) ?? text(field(body, 'title'));
  if (detail) return detail;
  const errors = field(body, 'errors');
  return Array.isArray(errors) ? text(field(errors[0], 'message')) : text(field(body, 'error_description'));
}

/** Posts with X API v2 on the member's behalf (an OAuth 2.0 user token). */
export class XAdapter implements PlatformAdapter {
  readonly platform = 'twitter' as const;

  constructor(private readonly config: XConfig) {}

  async publish(request: PublishRequest, account: PlatformAccount): Promise<Publication> {
    checkLength('twitter', request.text);
    const answer = await callPlatform('twitter', `${this.config.apiUrl}/2/tweets`, {
      accessToken: account.accessToken,
      json: { text: request.text },
    });
    // X refuses a repeat of a recent post with 403: a refusal to show, not an expired connection.
    const message = xMessage(answer.body);
    if (answer.status === 403 && message && /duplicate/i.test(message)) {
      throw new PublishFailure(`X: ${message}`, false);
    }
    const id = text(field(expectSuccess('twitter', answer, xMessage), 'data', 'id'));
    if (!id) throw new Error('X answered a created post without its id');
    return { externalId: id, url: `https://x.com/i/web/status/${id}`, publishedAt: new Date() };
  }

  /** Public metrics, 100 posts a call; reposts and quotes count as shares, replies as comments. */
  async engagement(externalIds: string[], account: PlatformAccount): Promise<Map<string, Engagement>> {
    const figures = new Map<string, Engagement>();
    for (let start = 0; start < externalIds.length; start += IDS_PER_LOOKUP) {
      const url = new URL(`${this.config.apiUrl}/2/tweets`);
      url.searchParams.set('ids', externalIds.slice(start, start + IDS_PER_LOOKUP).join(','));
      url.searchParams.set('tweet.fields', 'public_metrics');
      const answer = await callPlatform('twitter', url.toString(), { accessToken: account.accessToken });
      const posts = field(expectSuccess('twitter', answer, xMessage), 'data');
      for (const post of Array.isArray(posts) ? posts : []) {
        const id = text(field(post, 'id'));
        if (!id) continue;
        const metrics = field(post, 'public_metrics');
        figures.set(id, {
          likes: count(field(metrics, 'like_count')),
          shares: count(field(metrics, 'retweet_count')) + count(field(metrics, 'quote_count')),
          comments: count(field(metrics, 'reply_count')),
        });
      }
    }
    return figures;
  }
}

/** OAuth 2.0 Authorization Code with PKCE, as a confidential client (Basic auth on the token endpoint). */
export class XConnector implements PlatformConnector {
  readonly platform = 'twitter' as const;

  constructor(
    private readonly config: XConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  authorizeUrl(request: AuthorizationRequest): string {
    const url = new URL(this.config.authorizeUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: request.redirectUri,
      scope: X_SCOPES.join(' '),
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async complete(code: string, codeVerifier: string, redirectUri: string): Promise<ConnectedAccountGrant> {
    const tokens = await this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
      client_id: this.config.clientId,
    });
    const me = await callPlatform('twitter', `${this.config.apiUrl}/2/users/me`, { accessToken: tokens.accessToken });
    const user = field(expectSuccess('twitter', me, xMessage), 'data');
    const id = text(field(user, 'id'));
    if (!id) throw new Error('X answered users/me without an id');
    return { ...tokens, externalAccountId: id, accountName: `@${text(field(user, 'username')) ?? id}` };
  }

  refresh(refreshToken: string): Promise<AccountTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: this.config.clientId });
  }

  private async token(form: Record<string, string>): Promise<AccountTokens> {
    const basic = Buffer.from(
      `${encodeURIComponent(this.config.clientId)}:${encodeURIComponent(this.config.clientSecret)}`,
    ).toString('base64');
    const answer = await callPlatform('twitter', `${this.config.apiUrl}/2/oauth2/token`, {
      headers: { authorization: `Basic ${basic}` },
      form,
    });
    const body = expectSuccess('twitter', answer, xMessage);
    const accessToken = text(field(body, 'access_token'));
    if (!accessToken) throw new Error('X answered a token request without an access token');
    return {
      accessToken,
      refreshToken: text(field(body, 'refresh_token')) ?? null,
      expiresAt: expiryOf(field(body, 'expires_in'), this.now()),
    };
  }
}
