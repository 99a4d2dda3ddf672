import type { DynamicModule } from '@nestjs/common';
import { baseServiceEnvSchema, createServiceApp, parseEnv } from '@village/kit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';

export function serviceTestEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: '1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    JWKS_URL: 'http://127.0.0.1:9/.well-known/jwks.json',
    ...extra,
  };
}

/**
 * Boots one service in-process and reads its SDL. Nest keeps GraphQL type metadata in process-wide
 * storage, so each service gets a spec file (and so a module registry) of its own.
 */
export async function servedSdl(module: DynamicModule): Promise<string> {
  const app = await createServiceApp(module, {
    name: 'sdl',
    env: parseEnv(baseServiceEnvSchema, serviceTestEnv()),
    logger: pino({ level: 'silent' }),
  });
  try {
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ _service { sdl } }' },
    });
    return `${response.json<{ data: { _service: { sdl: string } } }>().data._service.sdl.trim()}\n`;
  } finally {
    await app.close();
  }
}

export function committedSdl(service: string): string {
  return readFileSync(join(__dirname, '..', '..', '..', 'services', service, 'schema.graphql'), 'utf8');
}

export const STALE_HINT = 'is what the service serves (run `npm run graph:update` after changing its graph)';
