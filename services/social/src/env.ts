import { baseServiceEnvSchema } from '@village/kit';
import { z } from 'zod';
import { checkPlatformsEnv, platformsEnvShape } from './platforms/platforms.env';

/**
 * What every service needs, and social's own variables. `APP_URL` is the web app's public address: the platforms
 * send members back there when they connect an account. The platforms: `src/platforms/platforms.env.ts`.
 */
export const socialEnvSchema = baseServiceEnvSchema
  .extend({ APP_URL: z.url({ protocol: /^https?$/ }) })
  .extend(platformsEnvShape)
  .superRefine(checkPlatformsEnv);

export type SocialEnv = z.infer<typeof socialEnvSchema>;
