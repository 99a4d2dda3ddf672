import { PublishFailure, type SocialPlatform } from '../publishing/publisher.port';
import { callPlatform, failureOf, field, text, type PlatformAnswer, type PlatformCall } from './platform-http';
import type { ConnectedAccountGrant } from './platform-connector';

/** The Graph API's throttling error codes (answered with 400/403, not 429). */
const THROTTLED = new Set([4, 17, 32, 613]);
/** OAuthException: the token expired or was revoked. */
const INVALID_TOKEN = 190;

export interface FacebookGraphConfig {
  appId: string;
  appSecret: string;
  /** e.g. https://graph.facebook.com/v23.0 */
  graphUrl: string;
  /** e.g. https://www.facebook.com/v23.0 */
  dialogUrl: string;
}

/** One Graph API call (Facebook Pages and Instagram share it); its error object mapped to a PublishFailure. */
export async function graphCall(
  platform: SocialPlatform,
  url: string,
  call: PlatformCall = {},
): Promise<Record<string, unknown>> {
  const answer = await callPlatform(platform, url, call);
  if (answer.status >= 200 && answer.status < 300) return (answer.body ?? {}) as Record<string, unknown>;
  throw graphFailure(platform, answer);
}

export function graphFailure(platform: SocialPlatform, answer: PlatformAnswer): PublishFailure {
  const code = field(answer.body, 'error', 'code');
  const message = text(field(answer.body, 'error', 'message'));
  if (typeof code === 'number' && THROTTLED.has(code)) return failureOf(platform, { ...answer, status: 429 });
  if (code === INVALID_TOKEN) return failureOf(platform, { ...answer, status: 401 });
  return failureOf(platform, answer, message);
}

/** Facebook Login's consent page, asking for the given permissions. */
export function facebookDialogUrl(
  config: FacebookGraphConfig,
  scopes: string[],
  request: { state: string; redirectUri: string },
): string {
  const url = new URL(`${config.dialogUrl}/dialog/oauth`);
  url.search = new URLSearchParams({
    client_id: config.appId,
    redirect_uri: request.redirectUri,
    state: request.state,
    response_type: 'code',
    scope: scopes.join(','),
  }).toString();
  return url.toString();
}

export interface ManagedPage {
  id: string;
  name: string;
  accessToken: string;
  instagram: { id: string; username: string } | null;
}

/**
 * Code → short-lived user token → long-lived user token → the Pages the member manages, each with its Page token
 * (Page tokens got from a long-lived user token do not expire) and its Instagram professional account, if any.
 */
export async function managedPages(
  platform: SocialPlatform,
  config: FacebookGraphConfig,
  code: string,
  redirectUri: string,
): Promise<ManagedPage[]> {
  const exchange = new URL(`${config.graphUrl}/oauth/access_token`);
  exchange.search = new URLSearchParams({
    client_id: config.appId,
    client_secret: config.appSecret,
    redirect_uri: redirectUri,
    code,
  }).toString();
  const shortLived = text((await graphCall(platform, exchange.toString())).access_token);
  const longLivedUrl = new URL(`${config.graphUrl}/oauth/access_token`);
  longLivedUrl.search = new URLSearchParams({
    grant_type: 'fb_exchange_token',
    client_id: config.appId,
    client_secret: config.appSecret,
    fb_exchange_token: shortLived ?? '',
  }).toString();
  const longLived = text((await graphCall(platform, longLivedUrl.toString())).access_token);
  const pagesUrl = new URL(`${config.graphUrl}/me/accounts`);
  pagesUrl.searchParams.set('fields', 'id,name,access_token,instagram_business_account{id,username}');
  const pages = (await graphCall(platform, pagesUrl.toString(), { accessToken: longLived })).data;
  return (Array.isArray(pages) ? pages : []).flatMap((page: unknown): ManagedPage[] => {
    const id = text(field(page, 'id'));
    const accessToken = text(field(page, 'access_token'));
    if (!id || !accessToken) return [];
    const instagramId = text(field(page, 'instagram_business_account', 'id'));
    return [
      {
        id,
        name: text(field(page, 'name')) ?? id,
        accessToken,
        instagram: instagramId
          ? { id: instagramId, username: text(field(page, 'instagram_business_account', 'username')) ?? instagramId }
          : null,
      },
    ];
  });
}

/** A Page token does not expire; the grant keeps no refresh token. */
export function pageGrant(externalAccountId: string, accountName: string, accessToken: string): ConnectedAccountGrant {
  return { externalAccountId, accountName, accessToken, refreshToken: null, expiresAt: null };
}

export function noAccountFailure(what: string): PublishFailure {
  return new PublishFailure(what, false);
}
