"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.graphRoute = graphRoute;
const node_crypto_1 = require("node:crypto");
const stand_in_http_1 = require("./stand-in-http");
const stand_in_state_1 = require("./stand-in-state");
const GRAPH = /^\/graph\.facebook\.com\/v\d+\.\d+(\/.*)$/;
const DIALOG = /^\/www\.facebook\.com\/v\d+\.\d+\/dialog\/oauth$/;
const CAPTION_LIMIT = 2200;
const MESSAGE_LIMIT = 63206;
const graphError = (status, code, message, type = 'OAuthException') => ({
    status,
    body: { error: { message, type, code, fbtrace_id: (0, node_crypto_1.randomBytes)(8).toString('base64url') } },
});
const invalidToken = () => graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
const missingParameter = (name) => graphError(400, 100, `(#100) The parameter ${name} is required`, 'OAuthException');
const noSuchObject = (id) => graphError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 'GraphMethodException');
/** Facebook Login's dialog and the Graph API's Page feed and Instagram content publishing, as far as Village uses them. */
function graphRoute(state, request) {
    if (DIALOG.test(request.path) && request.method === 'GET')
        return dialog(state, request);
    const graphPath = GRAPH.exec(request.path)?.[1];
    if (!graphPath)
        return null;
    if (graphPath === '/oauth/access_token' && request.method === 'GET')
        return accessToken(state, request);
    const kind = state.tokenKind(request.headers.authorization);
    if (!kind)
        return invalidToken();
    const { pageId, userId } = stand_in_state_1.STAND_IN_IDENTITIES.facebook;
    const igUserId = stand_in_state_1.STAND_IN_IDENTITIES.instagram.userId;
    if (graphPath === '/me/accounts' && request.method === 'GET') {
        if (kind !== 'facebook-user')
            return graphError(400, 190, 'A user access token is required for this request');
        return {
            status: 200,
            body: {
                data: [
                    {
                        id: pageId,
                        name: stand_in_state_1.STAND_IN_IDENTITIES.facebook.pageName,
                        access_token: state.issueToken('facebook-page', null),
                        instagram_business_account: { id: igUserId, username: stand_in_state_1.STAND_IN_IDENTITIES.instagram.username },
                    },
                ],
                paging: { cursors: { before: 'QVFI', after: 'QVFI' } },
            },
        };
    }
    if (graphPath === `/${pageId}/feed` && request.method === 'POST') {
        if (kind !== 'facebook-page')
            return graphError(403, 200, '(#200) Requires a Page access token with pages_manage_posts');
        const message = (0, stand_in_http_1.stringField)(request.body, 'message');
        if (!message)
            return missingParameter('message');
        if (message.length > MESSAGE_LIMIT)
            return graphError(400, 100, '(#100) Message is too long');
        const failure = failureOf(state, 'facebook');
        if (failure)
            return failure;
        const id = `${pageId}_${state.nextId()}`;
        state.record({ platform: 'facebook', id, author: pageId, text: message, imageUrl: null });
        return { status: 200, body: { id } };
    }
    if (graphPath === `/${igUserId}/media` && request.method === 'POST') {
        if (kind !== 'facebook-page' && kind !== 'facebook-user')
            return invalidToken();
        const imageUrl = (0, stand_in_http_1.stringField)(request.body, 'image_url');
        if (!imageUrl)
            return graphError(400, 9004, 'Only photo or video can be accepted as media type.');
        const caption = (0, stand_in_http_1.stringField)(request.body, 'caption') ?? '';
        if (caption.length > CAPTION_LIMIT)
            return graphError(400, 100, 'The caption is too long.');
        const id = state.nextId();
        state.containers.set(id, { igUserId, imageUrl, caption });
        return { status: 200, body: { id } };
    }
    if (graphPath === `/${igUserId}/media_publish` && request.method === 'POST') {
        const creationId = (0, stand_in_http_1.stringField)(request.body, 'creation_id');
        if (!creationId)
            return missingParameter('creation_id');
        const container = state.containers.get(creationId);
        if (!container)
            return noSuchObject(creationId);
        const failure = failureOf(state, 'instagram');
        if (failure)
            return failure;
        state.containers.delete(creationId);
        const id = state.nextId();
        state.record({
            platform: 'instagram',
            id,
            author: igUserId,
            text: container.caption,
            imageUrl: container.imageUrl,
        });
        return { status: 200, body: { id } };
    }
    const insights = /^\/([^/]+)\/insights$/.exec(graphPath);
    if (insights && request.method === 'GET') {
        const post = state.posts.find((candidate) => candidate.id === insights[1] && candidate.platform === 'instagram');
        if (!post)
            return noSuchObject(insights[1]);
        const shares = state.metrics.get(post.id)?.shares ?? 0;
        return {
            status: 200,
            body: {
                data: [
                    {
                        name: 'shares',
                        period: 'lifetime',
                        values: [{ value: shares }],
                        id: `${post.id}/insights/shares/lifetime`,
                    },
                ],
            },
        };
    }
    const object = /^\/([^/]+)$/.exec(graphPath);
    if (object && request.method === 'GET')
        return readObject(state, object[1], request.query.get('fields') ?? '', userId);
    return graphError(400, 100, `Unknown path components: ${graphPath}`);
}
function dialog(state, request) {
    const clientId = request.query.get('client_id');
    const redirectUri = request.query.get('redirect_uri');
    const stateParam = request.query.get('state');
    if (clientId !== stand_in_state_1.STAND_IN_CLIENTS.facebook.id || !redirectUri || !stateParam) {
        return {
            status: 400,
            body: { error: { message: 'Invalid App ID or redirect_uri', type: 'OAuthException', code: 191 } },
        };
    }
    const code = (0, node_crypto_1.randomBytes)(24).toString('base64url');
    state.codes.set(code, { platform: 'facebook', redirectUri, codeChallenge: null });
    return (0, stand_in_http_1.redirectWithCode)(redirectUri, code, stateParam);
}
function accessToken(state, request) {
    const { id, secret } = stand_in_state_1.STAND_IN_CLIENTS.facebook;
    if (request.query.get('client_id') !== id || request.query.get('client_secret') !== secret) {
        return graphError(400, 1, 'Error validating client secret.');
    }
    if (request.query.get('grant_type') === 'fb_exchange_token') {
        if (state.tokenKind(`Bearer ${request.query.get('fb_exchange_token') ?? ''}`) !== 'facebook-user') {
            return invalidToken();
        }
        return {
            status: 200,
            body: {
                access_token: state.issueToken('facebook-user', 60 * 24 * 3600),
                token_type: 'bearer',
                expires_in: 5183944,
            },
        };
    }
    const code = request.query.get('code') ?? '';
    const issued = state.codes.get(code);
    state.codes.delete(code);
    if (!issued || issued.platform !== 'facebook' || issued.redirectUri !== request.query.get('redirect_uri')) {
        return graphError(400, 100, 'Invalid verification code format.');
    }
    return {
        status: 200,
        body: { access_token: state.issueToken('facebook-user', 3600), token_type: 'bearer', expires_in: 3600 },
    };
}
function readObject(state, id, fields, userId) {
    if (id === 'me')
        return { status: 200, body: { id: userId, name: 'Village Stand-in' } };
    const post = state.posts.find((candidate) => candidate.id === id);
    if (!post || (post.platform !== 'facebook' && post.platform !== 'instagram'))
        return noSuchObject(id);
    const metrics = state.metrics.get(id) ?? { likes: 0, shares: 0, comments: 0 };
    const answer = { id };
    for (const field of fields.split(',').map((name) => name.trim().split('.')[0])) {
        if (post.platform === 'facebook' && field === 'reactions') {
            answer.reactions = { data: [], summary: { total_count: metrics.likes, viewer_reaction: 'NONE' } };
        }
        else if (post.platform === 'facebook' && field === 'comments') {
            answer.comments = { data: [], summary: { order: 'ranked', total_count: metrics.comments, can_comment: true } };
        }
        else if (post.platform === 'facebook' && field === 'shares') {
            // The Graph API leaves `shares` out while a post has none.
            if (metrics.shares > 0)
                answer.shares = { count: metrics.shares };
        }
        else if (post.platform === 'instagram' && field === 'like_count') {
            answer.like_count = metrics.likes;
        }
        else if (post.platform === 'instagram' && field === 'comments_count') {
            answer.comments_count = metrics.comments;
        }
        else if (post.platform === 'instagram' && field === 'permalink') {
            answer.permalink = `https://www.instagram.com/p/${id}/`;
        }
    }
    return { status: 200, body: answer };
}
/** A failure the control API asked for: throttling the way the Graph API answers it (HTTP 400, code 32), else the status. */
function failureOf(state, platform) {
    const failure = state.takeFailure(platform);
    if (!failure)
        return null;
    if (failure.status === 429)
        return graphError(400, 32, '(#32) Page request limit reached');
    if (failure.status === 401)
        return invalidToken();
    if (failure.status >= 500)
        return graphError(failure.status, 2, 'An unexpected error has occurred. Please retry your request later.');
    return graphError(failure.status, 100, '(#100) Invalid parameter');
}
//# sourceMappingURL=graph-routes.js.map