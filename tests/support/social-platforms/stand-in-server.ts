import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphRoute } from './graph-routes';
import { linkedInRoute } from './linkedin-routes';
import { readRequest, send, stringField, type StandInRequest, type StandInResponse } from './stand-in-http';
import { STAND_IN_CLIENTS, StandInState, type StandInPlatform } from './stand-in-state';
import { xRoute } from './x-routes';

const PLATFORMS: StandInPlatform[] = ['facebook', 'instagram', 'twitter', 'linkedin'];

export interface SocialPlatformsStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The social service's variables that point every platform at the stand-in (with its client credentials). */
  env: {
    facebook: Record<string, string>;
    x: Record<string, string>;
    linkedin: Record<string, string>;
  };
  stop(): Promise<void>;
}

/**
 * One local HTTP server speaking the four platforms' APIs (path-routed by the real host name: /graph.facebook.com,
 * /www.facebook.com, /api.x.com, /x.com, /api.linkedin.com, /www.linkedin.com), their OAuth consent pages approving at
 * once, and a control API under /__control for tests (see control-client.ts).
 */
export async function startSocialPlatformsStandIn(options: { port?: number } = {}): Promise<SocialPlatformsStandIn> {
  const state = new StandInState();
  const server = createServer((incoming, response) => {
    readRequest(incoming)
      .then((request) => send(response, route(state, request)))
      .catch((error: unknown) => send(response, { status: 500, body: { message: String(error) } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    env: {
      facebook: {
        FACEBOOK_APP_ID: STAND_IN_CLIENTS.facebook.id,
        FACEBOOK_APP_SECRET: STAND_IN_CLIENTS.facebook.secret,
        FACEBOOK_GRAPH_URL: `${url}/graph.facebook.com/v23.0`,
        FACEBOOK_DIALOG_URL: `${url}/www.facebook.com/v23.0`,
      },
      x: {
        X_CLIENT_ID: STAND_IN_CLIENTS.twitter.id,
        X_CLIENT_SECRET: STAND_IN_CLIENTS.twitter.secret,
        X_API_URL: `${url}/api.x.com`,
        X_AUTHORIZE_URL: `${url}/x.com/i/oauth2/authorize`,
      },
      linkedin: {
        LINKEDIN_CLIENT_ID: STAND_IN_CLIENTS.linkedin.id,
        LINKEDIN_CLIENT_SECRET: STAND_IN_CLIENTS.linkedin.secret,
        LINKEDIN_API_URL: `${url}/api.linkedin.com`,
        LINKEDIN_OAUTH_URL: `${url}/www.linkedin.com/oauth/v2`,
      },
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function route(state: StandInState, request: StandInRequest): StandInResponse {
  if (request.path.startsWith('/__control/')) return control(state, request);
  return (
    graphRoute(state, request) ??
    xRoute(state, request) ??
    linkedInRoute(state, request) ?? { status: 404, body: { message: `No platform at ${request.path}` } }
  );
}

function control(state: StandInState, request: StandInRequest): StandInResponse {
  const platform = PLATFORMS.find((candidate) => candidate === stringField(request.body, 'platform'));
  const number = (name: string): number | undefined => {
    const value = request.body[name];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
  };
  switch (`${request.method} ${request.path}`) {
    case 'POST /__control/fail': {
      const status = number('status');
      if (!platform || status === undefined || status < 400)
        return { status: 400, body: { message: 'platform and status (4xx/5xx) are required' } };
      state.failNext({ platform, status, count: number('count') ?? 1, retryAfterSeconds: number('retryAfterSeconds') });
      return { status: 204 };
    }
    case 'POST /__control/metrics': {
      const id = stringField(request.body, 'externalId');
      if (!id || !state.posts.some((post) => post.id === id))
        return { status: 404, body: { message: `No post ${id}` } };
      state.metrics.set(id, {
        likes: number('likes') ?? 0,
        shares: number('shares') ?? 0,
        comments: number('comments') ?? 0,
      });
      return { status: 204 };
    }
    case 'GET /__control/posts': {
      const only = request.query.get('platform');
      return { status: 200, body: state.posts.filter((post) => !only || post.platform === only) };
    }
    case 'POST /__control/reset':
      state.reset();
      return { status: 204 };
    default:
      return { status: 404, body: { message: `No control ${request.method} ${request.path}` } };
  }
}
