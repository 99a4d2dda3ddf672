"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.linkedInRoute = linkedInRoute;
const node_crypto_1 = require("node:crypto");
const stand_in_http_1 = require("./stand-in-http");
const stand_in_state_1 = require("./stand-in-state");
const OAUTH = '/www.linkedin.com/oauth/v2';
const API = '/api.linkedin.com';
const COMMENTARY_LIMIT = 3000;
const ACCESS_TOKEN_SECONDS = 60 * 24 * 3600;
/** LinkedIn's REST error body. */
const restError = (status, message, code, serviceErrorCode) => ({
    status,
    body: { status, message, ...(code && { code }), ...(serviceErrorCode !== undefined && { serviceErrorCode }) },
});
const invalidToken = () => restError(401, 'Invalid access token', 'INVALID_ACCESS_TOKEN', 65600);
/** Undoes the Posts API's little-text escapes: the text as LinkedIn shows it. */
const unescapeLittleText = (commentary) => commentary.replace(/\\(.)/gu, '$1');
/** A reserved character left unescaped (LinkedIn cuts the post there); '#' before a word starts a hashtag. */
const UNESCAPED_RESERVED = /(?<!\\)(?:[|{}@[\]()<>*_~]|#(?![\p{L}\p{N}_]))/u;
/** Sign In with LinkedIn (OpenID Connect), the Posts API and social actions, as far as Village uses them. */
function linkedInRoute(state, request) {
    if (request.path === `${OAUTH}/authorization` && request.method === 'GET')
        return authorize(state, request);
    if (request.path === `${OAUTH}/accessToken` && request.method === 'POST')
        return accessToken(state, request);
    if (!request.path.startsWith(`${API}/`))
        return null;
    const path = request.path.slice(API.length);
    if (state.tokenKind(request.headers.authorization) !== 'linkedin')
        return invalidToken();
    const { sub, name } = stand_in_state_1.STAND_IN_IDENTITIES.linkedin;
    if (path === '/v2/userinfo' && request.method === 'GET') {
        const [givenName, ...family] = name.split(' ');
        return {
            status: 200,
            body: {
                sub,
                name,
                given_name: givenName,
                family_name: family.join(' '),
                locale: { country: 'GB', language: 'en' },
                email_verified: true,
            },
        };
    }
    if (path.startsWith('/rest/')) {
        const version = request.headers['linkedin-version'];
        if (typeof version !== 'string' || !/^\d{6}$/.test(version)) {
            return restError(400, 'A version must be present. Please specify a version by adding the LinkedIn-Version header.', 'VERSION_MISSING');
        }
        if (request.headers['x-restli-protocol-version'] !== '2.0.0') {
            return restError(400, 'The X-Restli-Protocol-Version header must be 2.0.0', 'ILLEGAL_ARGUMENT');
        }
    }
    if (path === '/rest/posts' && request.method === 'POST')
        return createPost(state, request, `urn:li:person:${sub}`);
    const actions = /^\/rest\/socialActions\/([^/]+)$/.exec(path);
    if (actions && request.method === 'GET')
        return socialActions(state, decodeURIComponent(actions[1]));
    return restError(404, `No virtual resource found`, 'RESOURCE_NOT_FOUND');
}
function authorize(state, request) {
    const query = request.query;
    const redirectUri = query.get('redirect_uri');
    const stateParam = query.get('state');
    if (query.get('response_type') !== 'code' ||
        query.get('client_id') !== stand_in_state_1.STAND_IN_CLIENTS.linkedin.id ||
        !redirectUri ||
        !stateParam) {
        return {
            status: 400,
            body: { error: 'invalid_request', error_description: 'The redirect_uri does not match the registered value' },
        };
    }
    if (!(query.get('scope') ?? '').split(' ').includes('w_member_social')) {
        return {
            status: 400,
            body: { error: 'unauthorized_scope_error', error_description: 'Scope "w_member_social" is required' },
        };
    }
    const code = (0, node_crypto_1.randomBytes)(24).toString('base64url');
    state.codes.set(code, { platform: 'linkedin', redirectUri, codeChallenge: null });
    return (0, stand_in_http_1.redirectWithCode)(redirectUri, code, stateParam);
}
function accessToken(state, request) {
    const body = request.body;
    const client = stand_in_state_1.STAND_IN_CLIENTS.linkedin;
    if ((0, stand_in_http_1.stringField)(body, 'client_id') !== client.id || (0, stand_in_http_1.stringField)(body, 'client_secret') !== client.secret) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed' } };
    }
    if ((0, stand_in_http_1.stringField)(body, 'grant_type') !== 'authorization_code') {
        return {
            status: 400,
            body: {
                error: 'unsupported_grant_type',
                error_description: 'Refresh tokens are not enabled for this application',
            },
        };
    }
    const code = (0, stand_in_http_1.stringField)(body, 'code') ?? '';
    const issued = state.codes.get(code);
    state.codes.delete(code);
    if (!issued || issued.platform !== 'linkedin' || issued.redirectUri !== (0, stand_in_http_1.stringField)(body, 'redirect_uri')) {
        return {
            status: 400,
            body: {
                error: 'invalid_request',
                error_description: 'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.',
            },
        };
    }
    return {
        status: 200,
        body: {
            access_token: state.issueToken('linkedin', ACCESS_TOKEN_SECONDS),
            expires_in: ACCESS_TOKEN_SECONDS,
            scope: 'email,openid,profile,w_member_social',
            token_type: 'Bearer',
        },
    };
}
function createPost(state, request, memberUrn) {
    const body = request.body;
    const missing = ['author', 'commentary', 'visibility', 'distribution', 'lifecycleState'].filter((name) => body[name] === undefined);
    if (missing.length > 0) {
        return restError(422, missing.map((name) => `ERROR :: /${name} :: field is required but not found and has no default value`).join('\n'));
    }
    if (body.author !== memberUrn) {
        return restError(403, `Not enough permissions to access: partnerApiPostsExternal.CREATE.20260101`, 'ACCESS_DENIED', 100);
    }
    const commentary = (0, stand_in_http_1.stringField)(body, 'commentary') ?? '';
    if (UNESCAPED_RESERVED.test(commentary)) {
        return restError(422, 'ERROR :: /commentary :: reserved character not escaped in little text', 'UNPROCESSABLE_ENTITY');
    }
    const text = unescapeLittleText(commentary);
    if ([...text].length > COMMENTARY_LIMIT) {
        return restError(422, `ERROR :: /commentary :: length of commentary is greater than ${COMMENTARY_LIMIT}`, 'UNPROCESSABLE_ENTITY');
    }
    const failure = state.takeFailure('linkedin');
    if (failure) {
        if (failure.status === 401)
            return invalidToken();
        const headers = failure.retryAfterSeconds !== undefined ? { 'retry-after': String(failure.retryAfterSeconds) } : {};
        const message = failure.status === 429
            ? 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.'
            : failure.status >= 500
                ? 'Internal Server Error'
                : 'ERROR :: /commentary :: commentary is not valid for this author';
        return { ...restError(failure.status, message), headers };
    }
    const id = `urn:li:share:${state.nextId()}`;
    state.record({ platform: 'linkedin', id, author: memberUrn, text, imageUrl: null });
    return { status: 201, headers: { 'x-restli-id': id, 'x-linkedin-id': id } };
}
function socialActions(state, urn) {
    const post = state.posts.find((candidate) => candidate.platform === 'linkedin' && candidate.id === urn);
    if (!post)
        return restError(404, `Entity with urn ${urn} not found`, 'NOT_FOUND');
    const metrics = state.metrics.get(urn) ?? { likes: 0, shares: 0, comments: 0 };
    return {
        status: 200,
        body: {
            target: urn,
            likesSummary: { totalLikes: metrics.likes, aggregatedTotalLikes: metrics.likes, likedByCurrentUser: false },
            commentsSummary: { totalFirstLevelComments: metrics.comments, aggregatedTotalComments: metrics.comments },
        },
    };
}
//# sourceMappingURL=linkedin-routes.js.map