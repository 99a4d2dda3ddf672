"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.xRoute = xRoute;
const node_crypto_1 = require("node:crypto");
const node_http_1 = require("node:http");
const stand_in_http_1 = require("./stand-in-http");
const stand_in_state_1 = require("./stand-in-state");
const AUTHORIZE = '/x.com/i/oauth2/authorize';
const API = '/api.x.com';
const TEXT_LIMIT = 280;
const ACCESS_TOKEN_SECONDS = 7200;
const REQUIRED_SCOPES = ['tweet.read', 'tweet.write', 'users.read'];
/** X API v2's problem details. */
const problem = (status, detail, type = 'about:blank', title = node_http_1.STATUS_CODES[status] ?? 'Error') => ({
    status,
    body: { title, detail, type, status },
});
const unauthorized = () => problem(401, 'Unauthorized');
const oauthError = (status, error, description) => ({
    status,
    body: { error, error_description: description },
});
/** X's OAuth 2.0 (Authorization Code with PKCE) and the v2 endpoints Village calls. */
function xRoute(state, request) {
    if (request.path === AUTHORIZE && request.method === 'GET')
        return authorize(state, request);
    if (!request.path.startsWith(`${API}/`))
        return null;
    const path = request.path.slice(API.length);
    if (path === '/2/oauth2/token' && request.method === 'POST')
        return token(state, request);
    if (state.tokenKind(request.headers.authorization) !== 'twitter')
        return unauthorized();
    const { userId, username, name } = stand_in_state_1.STAND_IN_IDENTITIES.twitter;
    if (path === '/2/users/me' && request.method === 'GET') {
        return { status: 200, body: { data: { id: userId, name, username } } };
    }
    if (path === '/2/tweets' && request.method === 'POST')
        return createPost(state, request, userId);
    if (path === '/2/tweets' && request.method === 'GET')
        return lookup(state, request);
    return problem(404, `The requested resource ${path} was not found`, 'about:blank', 'Not Found');
}
function authorize(state, request) {
    const query = request.query;
    const redirectUri = query.get('redirect_uri');
    const stateParam = query.get('state');
    const challenge = query.get('code_challenge');
    const scopes = (query.get('scope') ?? '').split(' ');
    if (query.get('response_type') !== 'code' ||
        query.get('client_id') !== stand_in_state_1.STAND_IN_CLIENTS.twitter.id ||
        !redirectUri ||
        !stateParam ||
        !challenge ||
        query.get('code_challenge_method') !== 'S256' ||
        !REQUIRED_SCOPES.every((scope) => scopes.includes(scope))) {
        return {
            status: 400,
            body: {
                error: 'invalid_request',
                error_description: 'Something went wrong. You weren’t able to give access to the App.',
            },
        };
    }
    const code = (0, node_crypto_1.randomBytes)(24).toString('base64url');
    state.codes.set(code, { platform: 'twitter', redirectUri, codeChallenge: challenge });
    return (0, stand_in_http_1.redirectWithCode)(redirectUri, code, stateParam);
}
function token(state, request) {
    const client = (0, stand_in_http_1.basicCredentials)(request.headers.authorization);
    if (!client || client.id !== stand_in_state_1.STAND_IN_CLIENTS.twitter.id || client.secret !== stand_in_state_1.STAND_IN_CLIENTS.twitter.secret) {
        return oauthError(401, 'unauthorized_client', 'Missing valid authorization header');
    }
    if (request.contentType !== 'application/x-www-form-urlencoded') {
        return oauthError(400, 'invalid_request', 'Content-Type must be application/x-www-form-urlencoded');
    }
    const grant = (0, stand_in_http_1.stringField)(request.body, 'grant_type');
    if (grant === 'refresh_token') {
        const refreshToken = (0, stand_in_http_1.stringField)(request.body, 'refresh_token') ?? '';
        if (!state.refreshTokens.delete(refreshToken)) {
            return oauthError(400, 'invalid_request', 'Value passed for the token was invalid.');
        }
        return tokens(state);
    }
    if (grant !== 'authorization_code')
        return oauthError(400, 'unsupported_grant_type', 'Unsupported grant type');
    const code = (0, stand_in_http_1.stringField)(request.body, 'code') ?? '';
    const issued = state.codes.get(code);
    state.codes.delete(code);
    const verifier = (0, stand_in_http_1.stringField)(request.body, 'code_verifier') ?? '';
    if (!issued ||
        issued.platform !== 'twitter' ||
        issued.redirectUri !== (0, stand_in_http_1.stringField)(request.body, 'redirect_uri') ||
        issued.codeChallenge !== (0, node_crypto_1.createHash)('sha256').update(verifier).digest('base64url')) {
        return oauthError(400, 'invalid_request', 'Value passed for the authorization code was invalid.');
    }
    return tokens(state);
}
function tokens(state) {
    const refreshToken = `x-refresh-${(0, node_crypto_1.randomBytes)(18).toString('base64url')}`;
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
function createPost(state, request, userId) {
    if (request.contentType !== 'application/json' || '__malformed' in request.body) {
        return problem(400, 'One or more parameters to your request was invalid.', 'https://api.twitter.com/2/problems/invalid-request', 'Invalid Request');
    }
    const text = (0, stand_in_http_1.stringField)(request.body, 'text');
    if (!text || [...text].length > TEXT_LIMIT) {
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
        const headers = {};
        if (failure.status === 429) {
            const reset = Math.ceil(Date.now() / 1000) + (failure.retryAfterSeconds ?? 900);
            Object.assign(headers, {
                'x-rate-limit-limit': '100',
                'x-rate-limit-remaining': '0',
                'x-rate-limit-reset': String(reset),
            });
        }
        if (failure.status === 401)
            return unauthorized();
        return { ...problem(failure.status, node_http_1.STATUS_CODES[failure.status] ?? 'Error'), headers };
    }
    const id = state.nextId();
    state.record({ platform: 'twitter', id, author: userId, text, imageUrl: null });
    return { status: 201, body: { data: { id, text, edit_history_tweet_ids: [id] } } };
}
function lookup(state, request) {
    const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 100) {
        return problem(400, 'The `ids` query parameter value must be between 1 and 100 ids.', 'https://api.twitter.com/2/problems/invalid-request', 'Invalid Request');
    }
    const withMetrics = (request.query.get('tweet.fields') ?? '').split(',').includes('public_metrics');
    const data = [];
    const errors = [];
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
//# sourceMappingURL=x-routes.js.map