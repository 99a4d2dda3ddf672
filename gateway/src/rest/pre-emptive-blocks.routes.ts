import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  addPreEmptiveBlockRouteSchema,
  listPreEmptiveBlocksRouteSchema,
  removePreEmptiveBlockRouteSchema,
} from './pre-emptive-blocks.schemas';

const FIELDS = 'id kind label createdAt';
const LIST = `query PreEmptiveBlocks { myPreEmptiveBlocks { ${FIELDS} } }`;
const ADD = `mutation AddPreEmptiveBlock($input: PreEmptiveBlockInput!) { addPreEmptiveBlock(input: $input) { ${FIELDS} } }`;
const REMOVE = 'mutation RemovePreEmptiveBlock($id: ID!) { removePreEmptiveBlock(id: $id) }';

/** Only the contact the member gave, so identity sees exactly one. */
const contactOf = ({ email, phone }: { email?: string; phone?: string }) =>
  email !== undefined ? { email } : { phone };

/**
 * /api/blocks/pre-emptive: blocking an email address or phone number before its owner joins, through identity's part
 * of the graph.
 */
export async function preEmptiveBlocksRoutes(fastify: FastifyInstance, options: GraphRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.get('/api/blocks/pre-emptive', { schema: listPreEmptiveBlocksRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ myPreEmptiveBlocks: unknown }>(options.graph, LIST, {}, signedIn(request));
    return reply.header('cache-control', 'no-store').send(data.myPreEmptiveBlocks as never);
  });

  app.post('/api/blocks/pre-emptive', { schema: addPreEmptiveBlockRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ addPreEmptiveBlock: unknown }>(
      options.graph,
      ADD,
      { input: { ...contactOf(request.body), label: request.body.label ?? null } },
      signedIn(request),
    );
    return reply.send(data.addPreEmptiveBlock as never);
  });

  app.delete('/api/blocks/pre-emptive/:id', { schema: removePreEmptiveBlockRouteSchema }, async (request, reply) => {
    await executeGraph(options.graph, REMOVE, { id: request.params.id }, signedIn(request));
    return reply.send({ id: request.params.id });
  });
}
