"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.startSocialPlatformsStandIn = startSocialPlatformsStandIn;
const node_http_1 = require("node:http");
const graph_routes_1 = require("./graph-routes");
const linkedin_routes_1 = require("./linkedin-routes");
const stand_in_http_1 = require("./stand-in-http");
const stand_in_state_1 = require("./stand-in-state");
const x_routes_1 = require("./x-routes");
const PLATFORMS = ['facebook', 'instagram', 'twitter', 'linkedin'];
/**
 * One local HTTP server speaking the four platforms' APIs (path-routed by the real host name: /graph.facebook.com,
 * /www.facebook.com, /api.x.com, /x.com, /api.linkedin.com, /www.linkedin.com), their OAuth consent pages approving at
 * once, and a control API under /__control for tests (see control-client.ts).
 */
async function startSocialPlatformsStandIn(options = {}) {
    const state = new stand_in_state_1.StandInState();
    const server = (0, node_http_1.createServer)((incoming, response) => {
        (0, stand_in_http_1.readRequest)(incoming)
            .then((request) => (0, stand_in_http_1.send)(response, route(state, request)))
            .catch((error) => (0, stand_in_http_1.send)(response, { status: 500, body: { message: String(error) } }));
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    const port = server.address().port;
    const url = `http://127.0.0.1:${port}`;
    return {
        url,
        port,
        env: {
            facebook: {
                FACEBOOK_APP_ID: stand_in_state_1.STAND_IN_CLIENTS.facebook.id,
                FACEBOOK_APP_SECRET: stand_in_state_1.STAND_IN_CLIENTS.facebook.secret,
                FACEBOOK_GRAPH_URL: `${url}/graph.facebook.com/v23.0`,
                FACEBOOK_DIALOG_URL: `${url}/www.facebook.com/v23.0`,
            },
            x: {
                X_CLIENT_ID: stand_in_state_1.STAND_IN_CLIENTS.twitter.id,
                X_CLIENT_SECRET: stand_in_state_1.STAND_IN_CLIENTS.twitter.secret,
                X_API_URL: `${url}/api.x.com`,
                X_AUTHORIZE_URL: `${url}/x.com/i/oauth2/authorize`,
            },
            linkedin: {
                LINKEDIN_CLIENT_ID: stand_in_state_1.STAND_IN_CLIENTS.linkedin.id,
                LINKEDIN_CLIENT_SECRET: stand_in_state_1.STAND_IN_CLIENTS.linkedin.secret,
                LINKEDIN_API_URL: `${url}/api.linkedin.com`,
                LINKEDIN_OAUTH_URL: `${url}/www.linkedin.com/oauth/v2`,
            },
        },
        stop: () => new Promise((resolve, reject) => {
            server.closeAllConnections();
            server.close((error) => (error ? reject(error) : resolve()));
        }),
    };
}
function route(state, request) {
    if (request.path.startsWith('/__control/'))
        return control(state, request);
    return ((0, graph_routes_1.graphRoute)(state, request) ??
        (0, x_routes_1.xRoute)(state, request) ??
        (0, linkedin_routes_1.linkedInRoute)(state, request) ?? { status: 404, body: { message: `No platform at ${request.path}` } });
}
function control(state, request) {
    const platform = PLATFORMS.find((candidate) => candidate === (0, stand_in_http_1.stringField)(request.body, 'platform'));
    const number = (name) => {
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
            const id = (0, stand_in_http_1.stringField)(request.body, 'externalId');
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
//# sourceMappingURL=stand-in-server.js.map