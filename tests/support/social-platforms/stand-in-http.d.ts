import type { IncomingMessage, ServerResponse } from 'node:http';
/** One request as the routes see it: method, path, query, headers and the parsed body. */
export interface StandInRequest {
    method: string;
    path: string;
    query: URLSearchParams;
    headers: IncomingMessage['headers'];
    /** JSON object, form fields, or {} for no body. */
    body: Record<string, unknown>;
    /** application/json or application/x-www-form-urlencoded (or '' without a body). */
    contentType: string;
}
export interface StandInResponse {
    status: number;
    body?: unknown;
    headers?: Record<string, string>;
}
export declare function readRequest(request: IncomingMessage): Promise<StandInRequest>;
export declare function send(response: ServerResponse, answer: StandInResponse): void;
/** A consent page that approves at once: back to the redirect URI with the code and the state. */
export declare function redirectWithCode(redirectUri: string, code: string, state: string): StandInResponse;
export declare const stringField: (body: Record<string, unknown>, name: string) => string | undefined;
/** Basic credentials of an Authorization header, or null. */
export declare function basicCredentials(authorization: string | undefined): {
    id: string;
    secret: string;
} | null;
