import { randomBytes } from 'node:crypto';

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
export const STAND_IN_IDENTITIES = {
  facebook: { userId: '10000000001', pageId: '20000000001', pageName: 'Village Stand-in Page' },
  instagram: { userId: '17840000000001', username: 'village_standin' },
  twitter: { userId: '1500000000000000001', username: 'village_standin', name: 'Village Stand-in' },
  linkedin: { sub: 'standin-member-1', name: 'Village Stand-in' },
} as const;

/** The OAuth client each platform knows (the social service is configured with these). */
export const STAND_IN_CLIENTS = {
  facebook: { id: 'standin-facebook-app', secret: 'standin-facebook-secret' },
  twitter: { id: 'standin-x-client', secret: 'standin-x-secret' },
  linkedin: { id: 'standin-linkedin-client', secret: 'standin-linkedin-secret' },
} as const;

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
export class StandInState {
  readonly codes = new Map<string, IssuedCode>();
  readonly tokens = new Map<string, IssuedToken>();
  /** X's refresh tokens, each usable once. */
  readonly refreshTokens = new Set<string>();
  /** Instagram media containers: creation id → what publishing it posts. */
  readonly containers = new Map<string, { igUserId: string; imageUrl: string; caption: string }>();
  posts: StandInPost[] = [];
  readonly metrics = new Map<string, StandInMetrics>();
  private failures: StandInFailure[] = [];
  private sequence = 0;

  nextId(): string {
    this.sequence += 1;
    return `${Date.now()}${String(this.sequence).padStart(4, '0')}`;
  }

  issueToken(kind: TokenKind, lifetimeSeconds: number | null): string {
    const token = `${kind}-${randomBytes(18).toString('base64url')}`;
    this.tokens.set(token, { kind, expiresAt: lifetimeSeconds === null ? null : Date.now() + lifetimeSeconds * 1000 });
    return token;
  }

  /** The token's kind when it is one the stand-in issued and it has not expired. */
  tokenKind(authorization: string | undefined): TokenKind | null {
    const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
    const issued = this.tokens.get(token);
    if (!issued || (issued.expiresAt !== null && issued.expiresAt <= Date.now())) return null;
    return issued.kind;
  }

  failNext(failure: StandInFailure): void {
    this.failures = this.failures.filter((existing) => existing.platform !== failure.platform);
    if (failure.count > 0) this.failures.push({ ...failure });
  }

  /** The failure this publish must answer, if any (one of its `count` used). */
  takeFailure(platform: StandInPlatform): StandInFailure | null {
    const failure = this.failures.find((candidate) => candidate.platform === platform);
    if (!failure) return null;
    failure.count -= 1;
    if (failure.count <= 0) this.failures = this.failures.filter((candidate) => candidate !== failure);
    return failure;
  }

  record(post: Omit<StandInPost, 'at'>): StandInPost {
    const recorded = { ...post, at: new Date().toISOString() };
    this.posts.push(recorded);
    this.metrics.set(post.id, { likes: 0, shares: 0, comments: 0 });
    return recorded;
  }

  /** Forgets posts, figures and pending failures; connected accounts (issued tokens) keep working. */
  reset(): void {
    this.containers.clear();
    this.posts = [];
    this.metrics.clear();
    this.failures = [];
  }
}
