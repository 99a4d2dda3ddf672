import { createHash, randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import {
  basicCredentials,
  redirectWithCode,
  stringField,
  type StandInRequest,
  type StandInResponse,
} from './stand-in-http';
import { xWeightedLength } from '../../../services/social/src/platforms/x-weighted-length';
import { STAND_IN_CLIENTS, STAND_IN_IDENTITIES, type StandInState } from './stand-in-state';

const AUTHORIZE = '/x.com/i/oauth2/authorize';
const API = '/api.x.com';
const TEXT_LIMIT = 280;
const ACCESS_TOKEN_SECONDS = 7200;
const REQUIRED_SCOPES = ['tweet.read', 'tweet.write', 'users.read'];

/** X API v2's problem details. */
const problem = (status: number, detail: string, type = 'about:blank', title = STATUS_CODES[status] ?? 'Error') => ({
  status,
  body: { title, detail, type, status },
});
const unauthorized = () => problem(401, 'Unauthorized');
const oauthError = (status: number, error: string, description: string): StandInResponse => ({
  status,
  body: { error, error_description: description },
});

/** X's OAuth 2.0 (Authorization Code with PKCE) and the v2 endpoints Village calls. */
export function xRoute(state: StandInState, request: StandInRequest): StandInResponse | null {
  if (request.path === AUTHORIZE && request.method === 'GET') return authorize(state, request);
  if (!request.path.startsWith(`${API}/`)) return null;
  const path = request.path.slice(API.length);
  if (path === '/2/oauth2/token' && request.method === 'POST') return token(state, request);
  if (state.tokenKind(request.headers.authorization) !== 'twitter') return unauthorized();
  const { userId, username, name } = STAND_IN_IDENTITIES.twitter;
  if (path === '/2/users/me' && request.method === 'GET') {
    return { status: 200, body: { data: { id: userId, name, username } } };
  }
  if (path === '/2/tweets' && request.method === 'POST') return createPost(state, request, userId);
  if (path === '/2/tweets' && request.method === 'GET') return lookup(state, request);
  return problem(404, `The requested resource ${path} was not found`, 'about:blank', 'Not Found');
}

function authorize(state: StandInState, request: StandInRequest): StandInResponse {
  const query = request.query;
  const redirectUri = query.get('redirect_uri');
  const stateParam = query.get('state');
  const challenge = query.get('code_challenge');
  const scopes = (query.get('scope') ?? '').split(' ');
  if (
    query.get('response_type') !== 'code' ||
    query.get('client_id') !== STAND_IN_CLIENTS.twitter.id ||
    !redirectUri ||
    !stateParam ||
    !challenge ||
    query.get('code_challenge_method') !== 'S256' ||
    !REQUIRED_SCOPES.every((scope) => scopes.includes(scope))
  ) {
    return {
      status: 400,
      body: {
        error: 'invalid_request',
        error_description: 'Something went wrong. You weren’t able to give access to the App.',
      },
    };
  }
  const code = randomBytes(24).toString('base64url');
  state.codes.set(code, { platform: 'twitter', redirectUri, codeChallenge: challenge });
  return redirectWithCode(redirectUri, code, stateParam);
}

function token(state: StandInState, request: StandInRequest): StandInResponse {
  const client = basicCredentials(request.headers.authorization);
  if (!client || client.id !== STAND_IN_CLIENTS.twitter.id || client.secret !== STAND_IN_CLIENTS.twitter.secret) {
    return oauthError(401, 'unauthorized_client', 'Missing valid authorization header');
  }
  if (request.contentType !== 'application/x-www-form-urlencoded') {
    return oauthError(400, 'invalid_request', 'Content-Type must be application/x-www-form-urlencoded');
  }
  const grant = stringField(request.body, 'grant_type');
  if (grant === 'refresh_token') {
    const refreshToken = stringField(request.body, 'refresh_token') ?? '';
    if (!state.refreshTokens.delete(refreshToken)) {
      return oauthError(400, 'invalid_request', 'Value passed for the token was invalid.');
    }
    return tokens(state);
  }
  if (grant !== 'authorization_code') return oauthError(400, 'unsupported_grant_type', 'Unsupported grant type');
  const code = stringField(request.body, 'code') ?? '';
  const issued = state.codes.get(code);
  state.codes.delete(code);
  const verifier = stringField(request.body, 'code_verifier') ?? '';
  if (
    !issued ||
    issued.platform !== 'twitter' ||
    issued.redirectUri !== stringField(request.body, 'redirect_uri') ||
    issued.codeChallenge !== createHash('sha256').update(verifier).digest('base64url')
  ) {
    return oauthError(400, 'invalid_request', 'Value passed for the authorization code was invalid.');
  }
  return tokens(state);
}

function tokens(state: StandInState): StandInResponse {
  const refreshToken = `x-refresh-${randomBytes(18).toString('base64url')}`;
  state.refreshTokens.add(refreshToken);
  return {
    status: 200,
    body: {
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      access_token: state.issueToken('twitter', ACCESS_TOKEN_SECONDS),
      scope: 'tweet.read tweet.write users.read offline.access',
      refresh_token: refreshToken,
    },
  };
}

function createPost(state: StandInState, request: StandInRequest, userId: string): StandInResponse {
  if (request.contentType !== 'application/json' || '__malformed' in request.body) {
    return problem(
      400,
      'One or more parameters to your request was invalid.',
      'https://api.twitter.com/2/problems/invalid-request',
      'Invalid Request',
    );
  }
  const text = stringField(request.body, 'text');
  // X weighs text by its published rules (twitter-text): links 23, CJK and emoji 2.
  if (!text || xWeightedLength(text) > TEXT_LIMIT) {
    return {
      status: 400,
      body: {
        errors: [
          {
            message: text
              ? `Your Tweet text is too long. For more information on how X determines text length see https://github.com/twitter/twitter-text.`
              : 'Text is required',
          },
        ],
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
        type: 'https://api.twitter.com/2/problems/invalid-request',
      },
    };
  }
  if (state.posts.some((post) => post.platform === 'twitter' && post.text === text)) {
    return problem(403, 'You are not allowed to create a Tweet with duplicate content.', 'about:blank', 'Forbidden');
  }
  const failure = state.takeFailure('twitter');
  if (failure) {
    const headers: Record<string, string> = {};
    if (failure.status === 429) {
      const reset = Math.ceil(Date.now() / 1000) + (failure.retryAfterSeconds ?? 900);
      Object.assign(headers, {
        'x-rate-limit-limit': '100',
        'x-rate-limit-remaining': '0',
        'x-rate-limit-reset': String(reset),
      });
    }
    if (failure.status === 401) return unauthorized();
    return { ...problem(failure.status, STATUS_CODES[failure.status] ?? 'Error'), headers };
  }
  const id = state.nextId();
  state.record({ platform: 'twitter', id, author: userId, text, imageUrl: null });
  return { status: 201, body: { data: { id, text, edit_history_tweet_ids: [id] } } };
}

function lookup(state: StandInState, request: StandInRequest): StandInResponse {
  const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > 100) {
    return problem(
      400,
      'The `ids` query parameter value must be between 1 and 100 ids.',
      'https://api.twitter.com/2/problems/invalid-request',
      'Invalid Request',
    );
  }
  const withMetrics = (request.query.get('tweet.fields') ?? '').split(',').includes('public_metrics');
  const data: unknown[] = [];
  const errors: unknown[] = [];
  for (const id of ids) {
    const post = state.posts.find((candidate) => candidate.platform === 'twitter' && candidate.id === id);
    if (!post) {
      errors.push({
        value: id,
        detail: `Could not find tweet with ids: [${id}].`,
        title: 'Not Found Error',
        resource_type: 'tweet',
        parameter: 'ids',
        resource_id: id,
        type: 'https://api.twitter.com/2/problems/resource-not-found',
      });
      continue;
    }
    const metrics = state.metrics.get(id) ?? { likes: 0, shares: 0, comments: 0 };
    data.push({
      id,
      text: post.text,
      edit_history_tweet_ids: [id],
      ...(withMetrics && {
        public_metrics: {
          retweet_count: metrics.shares,
          reply_count: metrics.comments,
          like_count: metrics.likes,
          quote_count: 0,
          bookmark_count: 0,
          impression_count: 0,
        },
      }),
    });
  }
  return { status: 200, body: { ...(data.length > 0 && { data }), ...(errors.length > 0 && { errors }) } };
}
