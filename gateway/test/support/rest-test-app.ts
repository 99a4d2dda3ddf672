import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../../src/errors/error-handler';
import type { GatewayContext } from '../../src/graph/gateway-context';
import { registerOpenApi } from '../../src/openapi/openapi';
import type { IdentityClient } from '../../src/session/identity-client';
import { RevocationList } from '../../src/session/revocation-list';
import { authRoutes } from '../../src/rest/auth.routes';
import type { MediaClient } from '../../src/rest/media-client';

export interface RestDoubles {
  identity: Partial<Record<keyof IdentityClient, jest.Mock>>;
  media: Partial<Record<keyof MediaClient, jest.Mock>>;
  /** What the graph answers to the current-user query: `{ data, errors }`. */
  graph: jest.Mock;
  context?: Partial<GatewayContext>;
}

/**
 * The REST adapters as buildGateway sets them up (1 MB JSON limit, multipart, zod compilers, the one error
 * handler), in front of test doubles of identity, media and the graph. For unit specs only.
 */
export async function restTestApp(doubles: RestDoubles): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  await app.register(fastifyRateLimit, { global: false });
  await registerOpenApi(app, { browsable: false });
  registerErrorHandling(app);
  await app.register(authRoutes, {
    graph: {
      executeOperation: async () => ({ body: { kind: 'single', singleResult: await doubles.graph() } }),
    } as never,
    identity: doubles.identity as unknown as IdentityClient,
    media: doubles.media as unknown as MediaClient,
    secureCookies: false,
    authRateLimitPerMinute: 1000,
    revocations: new RevocationList({ source: doubles.identity as unknown as IdentityClient, syncIntervalMs: 1000 }),
    audit: () => undefined,
    contextOf: () => ({ accessToken: null, userId: null, correlationId: 'test-correlation-id', ...doubles.context }),
  });
  await app.ready();
  return app;
}
