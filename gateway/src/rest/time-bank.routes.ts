import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { executeGraph } from '../graph/execute-graph';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import { TIME_BANK_QUERY } from './time-bank.graph';
import { timeBankRouteSchema, type TimeBankJson } from './time-bank.schemas';

/** The childcare time-bank, read only: no route creates, buys, transfers or cashes out hours. */
export async function timeBankRoutes(fastify: FastifyInstance, options: GraphRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/time-bank', { schema: timeBankRouteSchema }, async (request, reply) => {
    const context = signedInContext(options, request);
    const data = await executeGraph<{ timeBank: TimeBankJson }>(options.graph, TIME_BANK_QUERY, {}, context);
    return reply.send(data.timeBank);
  });
}
