import { baseServiceEnvSchema } from '@village/kit';
import type { z } from 'zod';

/** social needs only what every service needs so far; its own variables are added here. */
export const socialEnvSchema = baseServiceEnvSchema;

export type SocialEnv = z.infer<typeof socialEnvSchema>;
