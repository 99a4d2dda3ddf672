import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const SUBGRAPHS = ['identity', 'listings', 'bookings', 'community', 'matching', 'media', 'social'] as const;

export const gatewayEnvSchema = z.object({
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
  COOKIE_SECURE: flag.optional(),
  TRUST_PROXY: flag.default(false),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** How stale the list of revoked sessions may be when an access token is checked (0: ask identity each time). */
  SESSION_REVOCATION_SYNC_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  GRAPHQL_INTROSPECTION: flag.optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(10),
  ...Object.fromEntries(SUBGRAPHS.map((name) => [`SUBGRAPH_${name.toUpperCase()}_URL`, z.url().optional()])),
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema> & Record<string, unknown>;

export function subgraphUrlOverride(env: GatewayEnv, subgraph: string): string | undefined {
  return env[`SUBGRAPH_${subgraph.toUpperCase()}_URL`] as string | undefined;
}

export function loadGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const result = gatewayEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join('\n')}`);
}
