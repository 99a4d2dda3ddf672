import type { StandInMetrics, StandInPlatform, StandInPost } from './stand-in-state';
/** Tests steer the platform stand-in through its /__control API with this client. */
export declare class SocialPlatformsControl {
    private readonly baseUrl;
    constructor(baseUrl: string);
    /** The next `count` publishes on the platform answer `status` (429 with Retry-After when `retryAfterSeconds` is given). */
    failNextPublishes(platform: StandInPlatform, status: number, options?: {
        count?: number;
        retryAfterSeconds?: number;
    }): Promise<void>;
    /** The figures the platform reports for a post from now on. */
    setMetrics(externalId: string, metrics: StandInMetrics): Promise<void>;
    /** What was posted, oldest first (one platform's, or all). */
    posts(platform?: StandInPlatform): Promise<StandInPost[]>;
    reset(): Promise<void>;
    private call;
}
