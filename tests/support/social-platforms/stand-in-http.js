"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.stringField = void 0;
exports.readRequest = readRequest;
exports.send = send;
exports.redirectWithCode = redirectWithCode;
exports.basicCredentials = basicCredentials;
async function readRequest(request) {
    const chunks = [];
    for await (const chunk of request)
        chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim();
    const url = new URL(request.url ?? '/', 'http://stand-in');
    let body = {};
    if (raw && contentType === 'application/json') {
        try {
            body = JSON.parse(raw);
        }
        catch {
            body = { __malformed: raw };
        }
    }
    else if (raw && contentType === 'application/x-www-form-urlencoded') {
        body = Object.fromEntries(new URLSearchParams(raw));
    }
    return {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
        contentType,
    };
}
function send(response, answer) {
    const headers = { ...answer.headers };
    let payload = '';
    if (answer.body !== undefined) {
        payload = JSON.stringify(answer.body);
        headers['content-type'] ??= 'application/json';
    }
    response.writeHead(answer.status, headers);
    response.end(payload);
}
/** A consent page that approves at once: back to the redirect URI with the code and the state. */
function redirectWithCode(redirectUri, code, state) {
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    return { status: 302, headers: { location: target.toString() } };
}
const stringField = (body, name) => {
    const value = body[name];
    return typeof value === 'string' ? value : undefined;
};
exports.stringField = stringField;
/** Basic credentials of an Authorization header, or null. */
function basicCredentials(authorization) {
    const encoded = /^Basic (.+)$/i.exec(authorization ?? '')?.[1];
    if (!encoded)
        return null;
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0)
        return null;
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
}
//# sourceMappingURL=stand-in-http.js.map