import { baseServiceEnvSchema, SERVICE_ENV } from '@village/kit';
import { z } from 'zod';

export const identityEnvSchema = baseServiceEnvSchema.extend({
  JWT_PRIVATE_KEY: z
    .string()
    .min(1)
    .refine((value) => value.includes('BEGIN PRIVATE KEY'), 'must be a PKCS#8 PEM private key'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(12).optional(),
});

export type IdentityEnv = z.infer<typeof identityEnvSchema>;
/** Injects identity's environment (the kit provides every service's as `SERVICE_ENV`). */
export const IDENTITY_ENV = SERVICE_ENV;
