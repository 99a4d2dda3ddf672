import type { Provider } from '@nestjs/common';
import { SERVICE_ENV } from '@village/kit';
import { BuiltInWriter, WRITER_RANDOM, type RandomSource } from './built-in-writer';
import { GenerateSocialMediaPostResolver } from './generate-social-media-post.resolver';
import { GenerateSocialMediaPostUseCase } from './generate-social-media-post.use-case';
import { OpenAiCompatibleWriter } from './openai-compatible-writer';
import type { TextGenerationEnv } from './text-generation.env';
import { TEXT_GENERATOR, type TextGenerator } from './text-generator.port';

/** The configured endpoint's writer when TEXT_GENERATION_URL is set, else the built-in one. */
export function createTextGenerator(env: TextGenerationEnv, builtIn: BuiltInWriter): TextGenerator {
  if (!env.TEXT_GENERATION_URL || !env.TEXT_GENERATION_MODEL) return builtIn;
  return new OpenAiCompatibleWriter({
    url: env.TEXT_GENERATION_URL,
    model: env.TEXT_GENERATION_MODEL,
    apiKey: env.TEXT_GENERATION_API_KEY,
  });
}

/** What the social service declares for 'AI Generate' (spread into its providers). */
export const textGenerationProviders: Provider[] = [
  { provide: WRITER_RANDOM, useValue: Math.random satisfies RandomSource },
  BuiltInWriter,
  { provide: TEXT_GENERATOR, useFactory: createTextGenerator, inject: [SERVICE_ENV, BuiltInWriter] },
  GenerateSocialMediaPostUseCase,
  GenerateSocialMediaPostResolver,
];
