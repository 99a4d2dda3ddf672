export interface SocialPlatformsStandIn {
    /** http://127.0.0.1:<port> */
    url: string;
    port: number;
    /** The social service's variables that point every platform at the stand-in (with its client credentials). */
    env: {
        facebook: Record<string, string>;
        x: Record<string, string>;
        linkedin: Record<string, string>;
    };
    stop(): Promise<void>;
}
/**
 * One local HTTP server speaking the four platforms' APIs (path-routed by the real host name: /graph.facebook.com,
 * /www.facebook.com, /api.x.com, /x.com, /api.linkedin.com, /www.linkedin.com), their OAuth consent pages approving at
 * once, and a control API under /__control for tests (see control-client.ts).
 */
export declare function startSocialPlatformsStandIn(options?: {
    port?: number;
}): Promise<SocialPlatformsStandIn>;
