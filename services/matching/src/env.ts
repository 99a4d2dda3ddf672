import { baseServiceEnvSchema } from '@village/kit';
import type { z } from 'zod';

/** matching needs only what every service needs so far; its own variables are added here. */
export const matchingEnvSchema = baseServiceEnvSchema;

export type MatchingEnv = z.infer<typeof matchingEnvSchema>;
