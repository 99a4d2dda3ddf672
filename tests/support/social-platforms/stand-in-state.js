"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.StandInState = exports.STAND_IN_CLIENTS = exports.STAND_IN_IDENTITIES = void 0;
const node_crypto_1 = require("node:crypto");
/** The one member every consent page signs in as, on each platform. */
exports.STAND_IN_IDENTITIES = {
    facebook: { userId: '10000000001', pageId: '20000000001', pageName: 'Village Stand-in Page' },
    instagram: { userId: '17840000000001', username: 'village_standin' },
    twitter: { userId: '1500000000000000001', username: 'village_standin', name: 'Village Stand-in' },
    linkedin: { sub: 'standin-member-1', name: 'Village Stand-in' },
};
/** The OAuth client each platform knows (the social service is configured with these). */
exports.STAND_IN_CLIENTS = {
    facebook: { id: 'standin-facebook-app', secret: 'standin-facebook-secret' },
    twitter: { id: 'standin-x-client', secret: 'standin-x-secret' },
    linkedin: { id: 'standin-linkedin-client', secret: 'standin-linkedin-secret' },
};
/** Everything the stand-in remembers between requests. */
class StandInState {
    codes = new Map();
    tokens = new Map();
    /** X's refresh tokens, each usable once. */
    refreshTokens = new Set();
    /** Instagram media containers: creation id → what publishing it posts. */
    containers = new Map();
    posts = [];
    metrics = new Map();
    failures = [];
    sequence = 0;
    nextId() {
        this.sequence += 1;
        return `${Date.now()}${String(this.sequence).padStart(4, '0')}`;
    }
    issueToken(kind, lifetimeSeconds) {
        const token = `${kind}-${(0, node_crypto_1.randomBytes)(18).toString('base64url')}`;
        this.tokens.set(token, { kind, expiresAt: lifetimeSeconds === null ? null : Date.now() + lifetimeSeconds * 1000 });
        return token;
    }
    /** The token's kind when it is one the stand-in issued and it has not expired. */
    tokenKind(authorization) {
        const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
        const issued = this.tokens.get(token);
        if (!issued || (issued.expiresAt !== null && issued.expiresAt <= Date.now()))
            return null;
        return issued.kind;
    }
    failNext(failure) {
        this.failures = this.failures.filter((existing) => existing.platform !== failure.platform);
        if (failure.count > 0)
            this.failures.push({ ...failure });
    }
    /** The failure this publish must answer, if any (one of its `count` used). */
    takeFailure(platform) {
        const failure = this.failures.find((candidate) => candidate.platform === platform);
        if (!failure)
            return null;
        failure.count -= 1;
        if (failure.count <= 0)
            this.failures = this.failures.filter((candidate) => candidate !== failure);
        return failure;
    }
    record(post) {
        const recorded = { ...post, at: new Date().toISOString() };
        this.posts.push(recorded);
        this.metrics.set(post.id, { likes: 0, shares: 0, comments: 0 });
        return recorded;
    }
    /** Forgets posts, figures and pending failures; connected accounts (issued tokens) keep working. */
    reset() {
        this.containers.clear();
        this.posts = [];
        this.metrics.clear();
        this.failures = [];
    }
}
exports.StandInState = StandInState;
//# sourceMappingURL=stand-in-state.js.map