import { createServiceApp, loadServiceEnv, type BaseServiceEnv, type ServiceDefinition } from '@village/kit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireTestDatabaseUrl } from '../../support/test-database';

/**
 * Boots one service in-process from its declaration and reads its SDL. Nest keeps GraphQL type metadata in
 * process-wide storage, so each service gets a spec file (and so a module registry) of its own.
 */
export async function servedSdl<Env extends BaseServiceEnv>(
  definition: ServiceDefinition<Env>,
  env: Record<string, string> = {},
): Promise<string> {
  const app = await createServiceApp(
    definition,
    loadServiceEnv(definition, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: requireTestDatabaseUrl(),
      JWKS_URL: 'http://127.0.0.1:9/.well-known/jwks.json',
      ...env,
    }),
  );
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
