import { tracingEnvShape } from '@village/kit/tracing';
import { z } from 'zod';
import { refineSocialSignInEnv, socialSignInEnvShape } from './social-sign-in/social-sign-in.env';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const perMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** `SUBGRAPH_<NAME>_URL` overrides the URL the supergraph gives the subgraph NAME (names come from the supergraph). */
export const SUBGRAPH_URL_VARIABLE = /^SUBGRAPH_([A-Z0-9_]+)_URL$/;

export const gatewayEnvSchema = z
  .looseObject({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SUPERGRAPH_PATH: z.string().min(1).optional(),
    IDENTITY_URL: z.url(),
    MEDIA_URL: z.url(),
    JWKS_URL: z.url().optional(),
    JWT_ISSUER: z.string().min(1).default('village-identity'),
    JWT_AUDIENCE: z.string().min(1).default('village'),
    WEB_DIST: z.string().min(1).optional(),
    /** The address members reach Village at, for absolute links in link previews (default PUBLIC_BASE_URL). */
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    COOKIE_SECURE: flag.optional(),
    TRUST_PROXY: flag.default(false),
    AUTH_RATE_LIMIT_PER_MINUTE: perMinute(10),
    /**
     * Set: every rate limit is counted in this database's `gateway` schema (node dist/src/migrate.js), shared by all
     * gateway pods; unset: each process counts alone (the embedded stack, one pod).
     */
    RATE_LIMIT_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    RATE_LIMIT_DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(4),
    /** A slower counter query falls back to counting in the process. */
    RATE_LIMIT_DB_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(500),
    /** How stale the list of revoked sessions may be when an access token is checked (0: ask identity each time). */
    SESSION_REVOCATION_SYNC_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    GRAPHQL_RATE_LIMIT_PER_IP_PER_MINUTE: perMinute(1200),
    GRAPHQL_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: perMinute(600),
    API_WRITE_RATE_LIMIT_PER_IP_PER_MINUTE: perMinute(120),
    API_WRITE_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: perMinute(60),
    /** Direct messages one member may send in a minute (on top of the limit on every write). */
    MESSAGE_SEND_RATE_LIMIT_PER_MINUTE: perMinute(20),
    /** Data exports (GET /api/me/data-export, every service's part and the photos) one member may take in an hour. */
    DATA_EXPORT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
    GRAPHQL_INTROSPECTION: flag.optional(),
    GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(10),
    GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).max(1000).default(30),
    GRAPHQL_MAX_COST: z.coerce.number().int().min(10).max(100_000).default(1000),
    GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).max(100_000).default(5000),
    /** After SIGTERM: how long readiness says 503 while requests are still served, before the server closes. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    SUBGRAPH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** The LiveKit address browsers connect to for large calls (media's LIVEKIT_URL as browsers reach it): CSP. */
    LIVEKIT_PUBLIC_URL: z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' }).optional(),
    /** Serve Prometheus metrics on this port (GET /metrics, a listener of its own); unset: no listener. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    ...socialSignInEnvShape,
    ...tracingEnvShape,
  })
  .superRefine(refineSocialSignInEnv)
  .superRefine((env, context) => {
    for (const [key, value] of Object.entries(env)) {
      if (!SUBGRAPH_URL_VARIABLE.test(key) || value === undefined) continue;
      if (!z.url().safeParse(value).success) context.addIssue({ code: 'custom', path: [key], message: 'Invalid URL' });
    }
  });

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export function subgraphUrlOverride(env: GatewayEnv, subgraph: string): string | undefined {
  const value = env[`SUBGRAPH_${subgraph.toUpperCase()}_URL`];
  return typeof value === 'string' ? value : undefined;
}

/** The subgraph names that `SUBGRAPH_<NAME>_URL` variables mention, lower-cased as the supergraph spells them. */
export function overriddenSubgraphs(env: GatewayEnv): string[] {
  return Object.keys(env)
    .map((key) => SUBGRAPH_URL_VARIABLE.exec(key)?.[1])
    .filter((name): name is string => name !== undefined)
    .map((name) => name.toLowerCase());
}

export function loadGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const result = gatewayEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join('\n')}`);
}
