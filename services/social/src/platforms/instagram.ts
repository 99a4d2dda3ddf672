import {
  PublishFailure,
  type Engagement,
  type PlatformAccount,
  type PlatformAdapter,
  type Publication,
  type PublishRequest,
} from '../publishing/publisher.port';
import { isGone } from './facebook-pages';
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

const INSTAGRAM_SCOPES = ['pages_show_list', 'pages_read_engagement', 'instagram_basic', 'instagram_content_publish'];

/** Instagram content publishing: a media container from the image and caption, then publishing the container. */
export class InstagramAdapter implements PlatformAdapter {
  readonly platform = 'instagram' as const;

  constructor(private readonly config: FacebookGraphConfig) {}

  async publish(request: PublishRequest, account: PlatformAccount): Promise<Publication> {
    if (!request.imageUrl) {
      throw new PublishFailure('Instagram posts need a photo: choose a service with a photo', false);
    }
    checkLength('instagram', request.text);
    const user = `${this.config.graphUrl}/${encodeURIComponent(account.externalAccountId)}`;
    const container = await graphCall('instagram', `${user}/media`, {
      accessToken: account.accessToken,
      form: { image_url: request.imageUrl, caption: request.text },
    });
    const creationId = text(container.id);
    if (!creationId) throw new Error('Instagram answered a media container without its id');
    const published = await graphCall('instagram', `${user}/media_publish`, {
      accessToken: account.accessToken,
      form: { creation_id: creationId },
    });
    const mediaId = text(published.id);
    if (!mediaId) throw new Error('Instagram answered a published media without its id');
    return { externalId: mediaId, url: await this.permalink(mediaId, account), publishedAt: new Date() };
  }

  /** Likes and comments from the media's fields, shares from its insights. */
  async engagement(externalIds: string[], account: PlatformAccount): Promise<Map<string, Engagement>> {
    const figures = new Map<string, Engagement>();
    for (const id of externalIds) {
      const media = `${this.config.graphUrl}/${encodeURIComponent(id)}`;
      const counts = await graphCall('instagram', `${media}?fields=like_count,comments_count`, {
        accessToken: account.accessToken,
      }).catch((error: unknown) => {
        if (isGone(error)) return null;
        throw error;
      });
      if (!counts) continue;
      // Shares are an insight some media types do not have: without it they count as none.
      const insights = await graphCall('instagram', `${media}/insights?metric=shares`, {
        accessToken: account.accessToken,
      }).catch((error: unknown) => {
        if (error instanceof PublishFailure && !error.retryable) return { data: [] };
        throw error;
      });
      const metrics: unknown = insights.data;
      const shares: unknown = Array.isArray(metrics)
        ? metrics.find((metric: unknown) => field(metric, 'name') === 'shares')
        : undefined;
      const shareValues = field(shares, 'values');
      figures.set(id, {
        likes: count(counts.like_count),
        comments: count(counts.comments_count),
        shares: Array.isArray(shareValues) ? count(field(shareValues[0], 'value')) : 0,
      });
    }
    return figures;
  }

  /** The post's public address; null when Instagram does not say (the post is published all the same). */
  private async permalink(mediaId: string, account: PlatformAccount): Promise<string | null> {
    const media = await graphCall(
      'instagram',
      `${this.config.graphUrl}/${encodeURIComponent(mediaId)}?fields=permalink`,
      {
        accessToken: account.accessToken,
      },
    ).catch(() => null);
    return text(media?.permalink) ?? null;
  }
}

/** Connects the Instagram professional account linked to the first Page the member manages that has one. */
export class InstagramConnector implements PlatformConnector {
  readonly platform = 'instagram' as const;

  constructor(private readonly config: FacebookGraphConfig) {}

  authorizeUrl(request: AuthorizationRequest): string {
    return facebookDialogUrl(this.config, INSTAGRAM_SCOPES, request);
  }

  async complete(code: string, _codeVerifier: string, redirectUri: string): Promise<ConnectedAccountGrant> {
    const pages = await managedPages('instagram', this.config, code, redirectUri);
    const page = pages.find((candidate) => candidate.instagram);
    if (!page?.instagram) {
      throw noAccountFailure(
        'Instagram: no professional account is linked to a Page you shared: link one to your Page, then connect again',
      );
    }
    return pageGrant(page.instagram.id, `@${page.instagram.username}`, page.accessToken);
  }
}
