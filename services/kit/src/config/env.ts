import { z } from 'zod';
import { tracingEnvShape } from '../tracing/tracing.env';

export class EnvValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvValidationError';
  }
}

const booleanFromString = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const baseServiceEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  JWKS_URL: z.url(),
  JWT_ISSUER: z.string().min(1).default('village-identity'),
  JWT_AUDIENCE: z.string().min(1).default('village'),
  KAFKA_BROKERS: z.string().min(1).optional(),
  KAFKA_CLIENT_ID: z.string().min(1).optional(),
  EVENT_LOG_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  GRAPHQL_INTROSPECTION: booleanFromString.optional(),
  ...tracingEnvShape,
});

export type BaseServiceEnv = z.infer<typeof baseServiceEnvSchema>;

export function parseEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(root)';
    const present = issue.path.length === 1 && source[String(issue.path[0])] !== undefined;
    return `${name}: ${present ? issue.message : 'is required but not set'}`;
  });
  throw new EnvValidationError(problems);
}

export function loadEnvOrExit<S extends z.ZodType>(
  schema: S,
  serviceName: string,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  try {
    return parseEnv(schema, source);
  } catch (error) {
    if (error instanceof EnvValidationError) {
      process.stderr.write(`[${serviceName}] cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
