/** Village's names for the four platforms (the stand-in's control API uses them too). */
export type StandInPlatform = 'facebook' | 'instagram' | 'twitter' | 'linkedin';
/** A post as a platform received it. */
export interface StandInPost {
    platform: StandInPlatform;
    id: string;
    /** The Page, Instagram user, X user or LinkedIn person URN it was posted as. */
    author: string;
    /** The text as the platform shows it (LinkedIn's little-text escapes undone). */
    text: string;
    imageUrl: string | null;
    at: string;
}
export interface StandInMetrics {
    likes: number;
    shares: number;
    comments: number;
}
/** The next `count` publishes of a platform answer `status` (with Retry-After when given). */
export interface StandInFailure {
    platform: StandInPlatform;
    status: number;
    count: number;
    retryAfterSeconds?: number;
}
/** The one member every consent page signs in as, on each platform. */
export declare const STAND_IN_IDENTITIES: {
    readonly facebook: {
        readonly userId: "10000000001";
        readonly pageId: "20000000001";
        readonly pageName: "Village Stand-in Page";
    };
    readonly instagram: {
        readonly userId: "17840000000001";
        readonly username: "village_standin";
    };
    readonly twitter: {
        readonly userId: "1500000000000000001";
        readonly username: "village_standin";
        readonly name: "Village Stand-in";
    };
    readonly linkedin: {
        readonly sub: "standin-member-1";
        readonly name: "Village Stand-in";
    };
};
/** The OAuth client each platform knows (the social service is configured with these). */
export declare const STAND_IN_CLIENTS: {
    readonly facebook: {
        readonly id: "standin-facebook-app";
        readonly secret: "standin-facebook-secret";
    };
    readonly twitter: {
        readonly id: "standin-x-client";
        readonly secret: "standin-x-secret";
    };
    readonly linkedin: {
        readonly id: "standin-linkedin-client";
        readonly secret: "standin-linkedin-secret";
    };
};
export interface IssuedCode {
    platform: 'facebook' | 'twitter' | 'linkedin';
    redirectUri: string;
    codeChallenge: string | null;
}
export type TokenKind = 'facebook-user' | 'facebook-page' | 'twitter' | 'linkedin';
export interface IssuedToken {
    kind: TokenKind;
    expiresAt: number | null;
}
/** Everything the stand-in remembers between requests. */
export declare class StandInState {
    readonly codes: Map<string, IssuedCode>;
    readonly tokens: Map<string, IssuedToken>;
    /** X's refresh tokens, each usable once. */
    readonly refreshTokens: Set<string>;
    /** Instagram media containers: creation id → what publishing it posts. */
    readonly containers: Map<string, {
        igUserId: string;
        imageUrl: string;
        caption: string;
    }>;
    posts: StandInPost[];
    readonly metrics: Map<string, StandInMetrics>;
    private failures;
    private sequence;
    nextId(): string;
    issueToken(kind: TokenKind, lifetimeSeconds: number | null): string;
    /** The token's kind when it is one the stand-in issued and it has not expired. */
    tokenKind(authorization: string | undefined): TokenKind | null;
    failNext(failure: StandInFailure): void;
    /** The failure this publish must answer, if any (one of its `count` used). */
    takeFailure(platform: StandInPlatform): StandInFailure | null;
    record(post: Omit<StandInPost, 'at'>): StandInPost;
    /** Forgets posts, figures and pending failures; connected accounts (issued tokens) keep working. */
    reset(): void;
}
