import { baseServiceEnvSchema } from '@village/kit';
import type { z } from 'zod';

/** community needs only what every service needs so far; its own variables are added here. */
export const communityEnvSchema = baseServiceEnvSchema;

export type CommunityEnv = z.infer<typeof communityEnvSchema>;
