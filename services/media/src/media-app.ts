import { createLogger, createServiceApp } from '@village/kit';
import type { Logger } from 'pino';
import { MediaModule } from './app.module';
import type { MediaEnv } from './env';
import { registerUploadBodyParser } from './uploads/upload-body.parser';

export type MediaApp = Awaited<ReturnType<typeof createServiceApp>>;

/** The media application, wired but not listening (main listens; tests inject). */
export async function createMediaApp(
  env: MediaEnv,
  logger: Logger = createLogger('media', env.LOG_LEVEL),
): Promise<MediaApp> {
  const app = await createServiceApp(MediaModule.register(env, logger), { name: 'media', env, logger });
  registerUploadBodyParser(app);
  return app;
}
