import { createLogger, loadEnvOrExit } from '@village/kit';
import { mediaEnvSchema } from './env';
import { createMediaApp } from './media-app';

async function main(): Promise<void> {
  const env = loadEnvOrExit(mediaEnvSchema, 'media');
  const logger = createLogger('media', env.LOG_LEVEL);
  const app = await createMediaApp(env, logger);
  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info({ port: env.PORT }, 'media listening');
}

void main();
