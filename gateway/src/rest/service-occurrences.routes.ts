import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid } from '@village/kit/ids';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  SERVICE_OCCURRENCES_QUERY,
  SET_SERVICE_OCCURRENCE_STATE,
  SET_SERVICE_SERIES_STATE,
} from './service-occurrences.graph';
import {
  serviceOccurrencesRouteSchema,
  setServiceOccurrenceStateRouteSchema,
  setServiceSeriesStateRouteSchema,
  type ServiceOccurrenceJson,
} from './service-occurrences.schemas';

const serviceNotFound = () => new UpstreamRefusal(404, { message: 'Service not found', code: 'SERVICE_NOT_FOUND' });

function serviceIdOf(id: string): string {
  if (!isUuid(id)) throw serviceNotFound();
  return id;
}

/** The occurrences of recurring services: guests pick one to book; the host pauses or cancels one or the series. */
export async function serviceOccurrencesRoutes(fastify: FastifyInstance, options: GraphRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.get('/api/services/:id/occurrences', { schema: serviceOccurrencesRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ serviceOccurrences: ServiceOccurrenceJson[] }>(
      options.graph,
      SERVICE_OCCURRENCES_QUERY,
      { serviceId: serviceIdOf(request.params.id) },
      context,
    );
    return reply.header('cache-control', 'no-store').send({ occurrences: data.serviceOccurrences });
  });

  app.put(
    '/api/services/:id/occurrences/:date',
    { schema: setServiceOccurrenceStateRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const data = await executeGraph<{ setServiceOccurrenceState: ServiceOccurrenceJson }>(
        options.graph,
        SET_SERVICE_OCCURRENCE_STATE,
        { serviceId: serviceIdOf(request.params.id), date: request.params.date, state: request.body.state },
        context,
      );
      return reply.send(data.setServiceOccurrenceState);
    },
  );

  app.put('/api/services/:id/series', { schema: setServiceSeriesStateRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ setServiceSeriesState: ServiceOccurrenceJson[] }>(
      options.graph,
      SET_SERVICE_SERIES_STATE,
      { serviceId: serviceIdOf(request.params.id), state: request.body.state },
      context,
    );
    return reply.send({ occurrences: data.setServiceSeriesState });
  });
}
