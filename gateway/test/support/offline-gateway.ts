// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import type { ShutdownState } from '@village/kit/shutdown';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { join } from 'node:path';
import pino from 'pino';
import { gatewayEnvSchema } from '../../src/env';
import { buildGateway } from '../../src/server';

export const SUPERGRAPH_PATH = join(__dirname, '..', '..', 'supergraph.graphql');
/** Nothing listens there: a call that reaches it fails at once (connection refused). */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';

export interface OfflineGateway {
  app: FastifyInstance;
  /** Every route the gateway registered, as Fastify's onRoute saw it. */
  routes: RouteOptions[];
}

/**
 * The whole gateway, in-process and not listening, with every upstream (identity, media, subgraphs) unreachable:
 * for what the gateway answers on its own (documents, refusals, limits). `shutdown`: to stop it as main does.
 */
export async function offlineGateway(
  overrides: Record<string, string> = {},
  shutdown?: ShutdownState,
): Promise<OfflineGateway> {
  const env = gatewayEnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SUPERGRAPH_PATH,
    IDENTITY_URL: UNREACHABLE_URL,
    MEDIA_URL: UNREACHABLE_URL,
    ...overrides,
  });
  const app = await buildGateway(env, pino({ level: 'silent' }), shutdown);
  await app.ready();
  return { app, routes: app.routeCatalogue };
}
