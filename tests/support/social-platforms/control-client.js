"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SocialPlatformsControl = void 0;
/** Tests steer the platform stand-in through its /__control API with this client. */
class SocialPlatformsControl {
    baseUrl;
    constructor(baseUrl) {
        this.baseUrl = baseUrl;
    }
    /** The next `count` publishes on the platform answer `status` (429 with Retry-After when `retryAfterSeconds` is given). */
    async failNextPublishes(platform, status, options = {}) {
        await this.call('POST', '/__control/fail', { platform, status, ...options });
    }
    /** The figures the platform reports for a post from now on. */
    async setMetrics(externalId, metrics) {
        await this.call('POST', '/__control/metrics', { externalId, ...metrics });
    }
    /** What was posted, oldest first (one platform's, or all). */
    async posts(platform) {
        const query = platform ? `?platform=${platform}` : '';
        return (await this.call('GET', `/__control/posts${query}`));
    }
    async reset() {
        await this.call('POST', '/__control/reset');
    }
    async call(method, path, body) {
        const response = await fetch(`${this.baseUrl}${path}`, {
            method,
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        if (!response.ok)
            throw new Error(`Platform stand-in ${method} ${path}: ${response.status} ${text}`);
        return text ? JSON.parse(text) : undefined;
    }
}
exports.SocialPlatformsControl = SocialPlatformsControl;
//# sourceMappingURL=control-client.js.map