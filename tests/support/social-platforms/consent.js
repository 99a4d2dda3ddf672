"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.consentAt = consentAt;
/**
 * Follows a platform's consent page as a member who approves: the stand-in answers with a redirect to the
 * redirect URI carrying the code and the state, which this returns.
 */
async function consentAt(authorizeUrl) {
    const response = await fetch(authorizeUrl, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status !== 302 || !location) {
        throw new Error(`The consent page answered ${response.status}: ${await response.text()}`);
    }
    const back = new URL(location);
    const code = back.searchParams.get('code');
    const state = back.searchParams.get('state');
    if (!code || !state)
        throw new Error(`The consent page sent the member back without a code: ${location}`);
    back.search = '';
    return { code, state, redirectedTo: back.toString() };
}
//# sourceMappingURL=consent.js.map