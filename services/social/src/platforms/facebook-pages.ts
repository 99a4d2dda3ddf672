import {
  PublishFailure,
  type Engagement,
  type PlatformAccount,
  type PlatformAdapter,
  type Publication,
  type PublishRequest,
} from '../publishing/publisher.port';
import {
  facebookDialogUrl,
  graphCall,
  managedPages,
  noAccountFailure,
  pageGrant,
  type FacebookGraphConfig,
} from './facebook-graph';
import type { AuthorizationRequest, ConnectedAccountGrant, PlatformConnector } from './platform-connector';
import { checkLength, count, field, text } from './platform-http';

const PAGE_SCOPES = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement'];

/** Posts to a Facebook Page's feed through the Graph API, with the Page's access token. */
export class FacebookPagesAdapter implements PlatformAdapter {
  readonly platform = 'facebook' as const;

  constructor(private readonly config: FacebookGraphConfig) {}

  async publish(request: PublishRequest, account: PlatformAccount): Promise<Publication> {
    checkLength('facebook', request.text);
    const answer = await graphCall(
      'facebook',
      `${this.config.graphUrl}/${encodeURIComponent(account.externalAccountId)}/feed`,
      {
        accessToken: account.accessToken,
        form: { message: request.text },
      },
    );
    const id = text(answer.id);
    if (!id) throw new Error('Facebook answered a published post without its id');
    return { externalId: id, url: `https://www.facebook.com/${id}`, publishedAt: new Date() };
  }

  /** One call per post: reactions and comments with their summaries' totals, and the share count. */
  async engagement(externalIds: string[], account: PlatformAccount): Promise<Map<string, Engagement>> {
    const figures = new Map<string, Engagement>();
    for (const id of externalIds) {
      const url = new URL(`${this.config.graphUrl}/${encodeURIComponent(id)}`);
      url.searchParams.set('fields', 'reactions.summary(true),comments.summary(true),shares');
      const post = await graphCall('facebook', url.toString(), { accessToken: account.accessToken }).catch(
        (error: unknown) => {
          if (isGone(error)) return null;
          throw error;
        },
      );
      if (!post) continue;
      figures.set(id, {
        likes: count(field(post, 'reactions', 'summary', 'total_count')),
        comments: count(field(post, 'comments', 'summary', 'total_count')),
        shares: count(field(post, 'shares', 'count')),
      });
    }
    return figures;
  }
}

/** Connects the first Page the member manages (Facebook Login for Business, Page permissions). */
export class FacebookPagesConnector implements PlatformConnector {
  readonly platform = 'facebook' as const;

  constructor(private readonly config: FacebookGraphConfig) {}

  authorizeUrl(request: AuthorizationRequest): string {
    return facebookDialogUrl(this.config, PAGE_SCOPES, request);
  }

  async complete(code: string, _codeVerifier: string, redirectUri: string): Promise<ConnectedAccountGrant> {
    const [page] = await managedPages('facebook', this.config, code, redirectUri);
    if (!page) throw noAccountFailure('Facebook did not share a Page you manage: connect again and choose a Page');
    return pageGrant(page.id, page.name, page.accessToken);
  }
}

/** A post the Graph API no longer knows (deleted): its figures are left out. */
export function isGone(error: unknown): boolean {
  return error instanceof PublishFailure && !error.retryable && /does not exist/i.test(error.message);
}
