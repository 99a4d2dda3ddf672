import { z } from 'zod';

/**
 * An OpenAI-compatible chat-completions endpoint writes generated posts when TEXT_GENERATION_URL is set (its API
 * base, e.g. https://api.openai.com/v1); else, or when it fails, the built-in writer does (ADR 024).
 * TEXT_GENERATION_API_KEY is a secret, sent as the bearer token; a local server may need none.
 */
export const textGenerationEnvShape = {
  TEXT_GENERATION_URL: z.url({ protocol: /^https?$/ }).optional(),
  TEXT_GENERATION_MODEL: z.string().trim().min(1).optional(),
  TEXT_GENERATION_API_KEY: z.string().min(1).optional(),
};

export type TextGenerationEnv = z.infer<z.ZodObject<typeof textGenerationEnvShape>>;

/** A URL without a model would fail every request; said at boot, naming the variable. */
export function checkTextGenerationEnv(env: TextGenerationEnv, context: z.RefinementCtx): void {
  if (env.TEXT_GENERATION_URL && !env.TEXT_GENERATION_MODEL) {
    context.addIssue({
      code: 'custom',
      path: ['TEXT_GENERATION_MODEL'],
      message: 'is required when TEXT_GENERATION_URL is set',
    });
  }
}
