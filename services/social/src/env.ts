import { baseServiceEnvSchema } from '@village/kit';
import type { z } from 'zod';
import { checkTextGenerationEnv, textGenerationEnvShape } from './generation/text-generation.env';

/** social needs what every service needs, and its own variables (text generation: `src/generation/text-generation.env.ts`). */
export const socialEnvSchema = baseServiceEnvSchema.extend(textGenerationEnvShape).superRefine(checkTextGenerationEnv);

export type SocialEnv = z.infer<typeof socialEnvSchema>;
