import { baseServiceEnvSchema } from '@village/kit';
import type { z } from 'zod';
import { checkPlatformsEnv, platformsEnvShape } from './platforms/platforms.env';

/** What every service needs, and social's own variables (platforms: `src/platforms/platforms.env.ts`). */
export const socialEnvSchema = baseServiceEnvSchema.extend(platformsEnvShape).superRefine(checkPlatformsEnv);

export type SocialEnv = z.infer<typeof socialEnvSchema>;
