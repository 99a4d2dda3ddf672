import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { registerErrorHandling } from '../../src/errors/error-handler';
import type { GatewayContext } from '../../src/graph/gateway-context';
import { registerOpenApi } from '../../src/openapi/openapi';
import type { GraphRoutesOptions } from '../../src/rest/graph-routes-options';

/** One operation the routes sent to the graph. */
export interface AskedOperation {
  query: string;
  variables: Record<string, unknown>;
}

/**
 * REST routes over the graph as the gateway registers them (zod and OpenAPI, the one error handler), in front of a
 * graph that records what it is asked and answers `answer` (or, when it is a function, what it answers for the
 * operation), for a caller signed in with `accessToken` (null: a visitor). For unit specs only.
 */
export async function graphRoutesTestApp(
  routes: FastifyPluginAsync<GraphRoutesOptions>,
  answer: unknown,
  accessToken: string | null,
): Promise<{ app: FastifyInstance; asked: AskedOperation[] }> {
  const asked: AskedOperation[] = [];
  const app = Fastify();
  await registerOpenApi(app, { browsable: false });
  registerErrorHandling(app);
  await app.register(routes, {
    graph: {
      executeOperation: async (request: AskedOperation) => {
        asked.push({ query: request.query, variables: request.variables });
        const result =
          typeof answer === 'function' ? (answer as (operation: AskedOperation) => unknown)(request) : answer;
        return { body: { kind: 'single', singleResult: result } };
      },
    } as never,
    contextOf: (): GatewayContext => ({
      accessToken,
      userId: accessToken ? 'member-1' : null,
      correlationId: 'test-correlation',
    }),
  });
  await app.ready();
  return { app, asked };
}
