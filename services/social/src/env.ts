import { baseServiceEnvSchema } from '@village/kit';
import { z } from 'zod';
import { checkTextGenerationEnv, textGenerationEnvShape } from './generation/text-generation.env';
import { checkPlatformsEnv, platformsEnvShape } from './platforms/platforms.env';

const positiveInteger = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * social needs what every service needs, and its own variables. `APP_URL` is the web app's public address (a
 * service photo's public URL for Instagram). Publishing: a post is tried `SOCIAL_PUBLISH_ATTEMPTS` times while the
 * platform answers with a passing failure, waiting `SOCIAL_PUBLISH_RETRY_SECONDS` × 2^(attempt−1) between tries;
 * its figures are first fetched `SOCIAL_ENGAGEMENT_FIRST_REFRESH_SECONDS` after it went out. Text generation:
 * `src/generation/text-generation.env.ts`. The platforms (they send members back to `APP_URL` when they connect an
 * account): `src/platforms/platforms.env.ts`.
 */
export const socialEnvSchema = baseServiceEnvSchema
  .extend({
    APP_URL: z.url({ protocol: /^https?$/ }),
    SOCIAL_PUBLISH_ATTEMPTS: positiveInteger(4),
    SOCIAL_PUBLISH_RETRY_SECONDS: positiveInteger(60),
    SOCIAL_ENGAGEMENT_FIRST_REFRESH_SECONDS: positiveInteger(300),
  })
  .extend(textGenerationEnvShape)
  .extend(platformsEnvShape)
  .superRefine(checkTextGenerationEnv)
  .superRefine(checkPlatformsEnv);

export type SocialEnv = z.infer<typeof socialEnvSchema>;
