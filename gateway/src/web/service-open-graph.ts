import type { ApolloServer } from '@apollo/server';
import { randomUUID } from 'node:crypto';
import { runGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';

/** What a link preview shows of a service. */
export interface ServiceSharePreview {
  id: string;
  title: string;
  description: string;
  /** The first photo's card variant (a path under /media/), if the service has a photo. */
  imagePath: string | null;
}

export type ServicePreviewLookUp = (id: string) => Promise<ServiceSharePreview | null>;

export interface ServiceOpenGraph {
  /** The address members reach Village at: every URL of a preview is absolute. */
  appUrl: string;
  lookUp: ServicePreviewLookUp;
}

/** Shown when a service has no photo: the site's own picture, part of the web app's build. */
export const DEFAULT_SHARE_IMAGE_PATH = '/media/village-promo-poster.webp';
const DESCRIPTION_CHARACTERS = 100;
const SERVICE_PAGE = /^\/service\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/*$/i;

const PREVIEW_QUERY =
  'query ServiceSharePreview($id: ID!) { service(id: $id) { id title description photos { cardUrl } } }';

/** The id of the service a /service/{id} page URL shows, else undefined. */
export function servicePageId(url: string): string | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return SERVICE_PAGE.exec(path)?.[1]?.toLowerCase();
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The first `count` characters (code points, so no emoji is cut in half). */
const firstCharacters = (text: string, count: number): string => Array.from(text).slice(0, count).join('');

const absolute = (appUrl: string, path: string): string =>
  /^https?:\/\//i.test(path) ? path : `${appUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/** The <head> tags of a service's link preview (Open Graph and Twitter), every value escaped. */
export function openGraphTagsFor(preview: ServiceSharePreview, appUrl: string): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Village'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', firstCharacters(preview.description, DESCRIPTION_CHARACTERS)],
    ['property', 'og:image', absolute(appUrl, preview.imagePath ?? DEFAULT_SHARE_IMAGE_PATH)],
    ['property', 'og:url', absolute(appUrl, `/service/${encodeURIComponent(preview.id)}`)],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  return tags.map(([kind, name, content]) => `<meta ${kind}="${name}" content="${escapeHtml(content)}" />`).join('\n');
}

/** index.html with the preview's tags at the end of its <head> and the service's title as the page's title. */
export function withOpenGraph(indexHtml: string, preview: ServiceSharePreview, appUrl: string): string {
  const titled = indexHtml.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(preview.title)} | Village</title>`);
  const tags = openGraphTagsFor(preview, appUrl);
  return titled.includes('</head>') ? titled.replace('</head>', `${tags}\n</head>`) : `${tags}\n${titled}`;
}

/**
 * The preview of a service as a visitor may see it (signed out: an active service only), through the graph; null
 * when it is not visible or the graph cannot say (the page is then served without a preview).
 */
export function graphServicePreview(graph: ApolloServer<GatewayContext>): ServicePreviewLookUp {
  return async (id) => {
    const visitor: GatewayContext = { accessToken: null, userId: null, correlationId: randomUUID() };
    const { data } = await runGraph<{
      service: { id: string; title: string; description: string; photos: { cardUrl: string }[] } | null;
    }>(graph, PREVIEW_QUERY, { id }, visitor);
    const service = data?.service;
    if (!service) return null;
    return {
      id: service.id,
      title: service.title,
      description: service.description,
      imagePath: service.photos[0]?.cardUrl ?? null,
    };
  };
}
