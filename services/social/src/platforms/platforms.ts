import type { PlatformAdapter } from '../publishing/publisher.port';
import { FacebookPagesAdapter, FacebookPagesConnector } from './facebook-pages';
import type { FacebookGraphConfig } from './facebook-graph';
import { InstagramAdapter, InstagramConnector } from './instagram';
import { LinkedInAdapter, LinkedInConnector } from './linkedin';
import type { PlatformConnector } from './platform-connector';
import type { PlatformsEnv } from './platforms.env';
import { XAdapter, XConnector } from './x';

export interface ConfiguredPlatforms {
  adapters: PlatformAdapter[];
  connectors: PlatformConnector[];
}

/** The adapters and connectors of the platforms whose credentials are set; none on the embedded default. */
export function configuredPlatforms(env: PlatformsEnv, now: () => Date = () => new Date()): ConfiguredPlatforms {
  const adapters: PlatformAdapter[] = [];
  const connectors: PlatformConnector[] = [];
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) {
    const graph: FacebookGraphConfig = {
      appId: env.FACEBOOK_APP_ID,
      appSecret: env.FACEBOOK_APP_SECRET,
      graphUrl: withoutTrailingSlash(env.FACEBOOK_GRAPH_URL),
      dialogUrl: withoutTrailingSlash(env.FACEBOOK_DIALOG_URL),
    };
    adapters.push(new FacebookPagesAdapter(graph), new InstagramAdapter(graph));
    connectors.push(new FacebookPagesConnector(graph), new InstagramConnector(graph));
  }
  if (env.X_CLIENT_ID && env.X_CLIENT_SECRET) {
    const x = {
      clientId: env.X_CLIENT_ID,
      clientSecret: env.X_CLIENT_SECRET,
      apiUrl: withoutTrailingSlash(env.X_API_URL),
      authorizeUrl: env.X_AUTHORIZE_URL,
    };
    adapters.push(new XAdapter(x));
    connectors.push(new XConnector(x, now));
  }
  if (env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET) {
    const linkedIn = {
      clientId: env.LINKEDIN_CLIENT_ID,
      clientSecret: env.LINKEDIN_CLIENT_SECRET,
      apiUrl: withoutTrailingSlash(env.LINKEDIN_API_URL),
      oauthUrl: withoutTrailingSlash(env.LINKEDIN_OAUTH_URL),
    };
    adapters.push(new LinkedInAdapter(linkedIn));
    connectors.push(new LinkedInConnector(linkedIn, now));
  }
  return { adapters, connectors };
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');
