import { baseServiceEnvSchema } from '@village/kit';
import type { z } from 'zod';

/** listings needs only what every service needs so far; its own variables are added here. */
export const listingsEnvSchema = baseServiceEnvSchema;

export type ListingsEnv = z.infer<typeof listingsEnvSchema>;
