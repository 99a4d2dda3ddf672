import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GatewayErrorCode, gatewayErrors, notSignedIn } from '../errors/gateway.errors';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import type { ListingsBrowseClient } from './listings-browse.client';
import type { MemberUploadsClient } from './member-uploads.client';
import { readServiceForm, type ServiceForm } from './services-form';
import {
  CREATE_SERVICE,
  DELETE_SERVICE,
  MY_SERVICES_QUERY,
  PUBLIC_SERVICE_QUERY,
  SERVICE_QUERY,
  serviceJsonOf,
  SET_SERVICE_STATUS,
  UPDATE_SERVICE,
  type GraphService,
} from './services.graph';
import {
  BROWSE_FILTERS,
  browseServicesRouteSchema,
  createServiceRouteSchema,
  deleteServiceRouteSchema,
  myServicesRouteSchema,
  serviceDetailRouteSchema,
  setServiceStatusRouteSchema,
  updateServiceRouteSchema,
} from './services.schemas';
import { isUuid } from '@village/kit/ids';

export interface ServicesRoutesOptions {
  graph: ApolloServer<GatewayContext>;
  uploads: MemberUploadsClient;
  browse: ListingsBrowseClient;
  contextOf: (request: FastifyRequest) => GatewayContext;
}

export const SERVICE_NOT_FOUND_MESSAGE = 'Service not found';
const DEFAULT_PAGE_SIZE = 20;

const serviceNotFound = () =>
  new UpstreamRefusal(404, { message: SERVICE_NOT_FOUND_MESSAGE, code: 'SERVICE_NOT_FOUND' });

/** A service id is a uuid: anything else names no service (404, as listings would answer, without asking it). */
function serviceIdOf(id: string): string {
  if (!isUuid(id)) throw serviceNotFound();
  return id;
}

/** The next page's address: this request's filters with the next cursor (RFC 8288 Link). */
function nextPageLink(query: Record<string, string | number | undefined>, cursor: string): string {
  const next = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name !== 'cursor' && value !== undefined) next.set(name, String(value));
  }
  next.set('cursor', cursor);
  return `</api/services?${next.toString()}>; rel="next"`;
}

/** The spec's /api/services calls: browse through listings' internal route, the rest through the graph. */
export async function servicesRoutes(fastify: FastifyInstance, options: ServicesRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext & { accessToken: string } => {
    const context = options.contextOf(request);
    if (!context.accessToken) throw notSignedIn();
    return context as GatewayContext & { accessToken: string };
  };
  const multipartForm = async (request: FastifyRequest, edit: boolean): Promise<ServiceForm> => {
    if (!request.isMultipart()) {
      throw gatewayErrors.error(
        GatewayErrorCode.UnsupportedContentType,
        'The service must be sent as multipart/form-data',
      );
    }
    return readServiceForm(request, { edit });
  };
  /** Each image to media as the member's, in order: their ids, for the service to list. */
  const stagePhotos = async (form: ServiceForm, context: GatewayContext & { accessToken: string }) => {
    const ids: string[] = [];
    for (const image of form.images) {
      ids.push(await options.uploads.stageServicePhoto(image, context.accessToken, context.correlationId));
    }
    return ids;
  };
  const myServices = async (request: FastifyRequest) => {
    const data = await executeGraph<{ myServices: GraphService[] }>(
      options.graph,
      MY_SERVICES_QUERY,
      {},
      signedIn(request),
    );
    return data.myServices.map(serviceJsonOf);
  };

  app.get('/api/services', { schema: browseServicesRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const { limit, cursor } = request.query;
    const parameters: Record<string, string | undefined> = {
      ...Object.fromEntries(BROWSE_FILTERS.map((name) => [name, request.query[name]])),
      first: String(limit ?? DEFAULT_PAGE_SIZE),
      after: cursor,
    };
    const page = await options.browse.browse(parameters, context.accessToken, context.correlationId);
    if (page.nextCursor) {
      void reply.header('link', nextPageLink(request.query, page.nextCursor));
      void reply.header('x-next-cursor', page.nextCursor);
    }
    // Listings shapes the services as this route's schema describes them: relayed without parsing them again.
    return reply.type('application/json; charset=utf-8').send(page.servicesJson as never);
  });

  app.get('/api/services/my', { schema: myServicesRouteSchema }, async (request, reply) =>
    reply.send(await myServices(request)),
  );
  app.get('/api/my-services', { schema: myServicesRouteSchema }, async (request, reply) =>
    reply.send(await myServices(request)),
  );

  app.get('/api/services/:id', { schema: serviceDetailRouteSchema }, async (request, reply) => {
    const context = options.contextOf(request);
    const data = await executeGraph<{ service: GraphService | null }>(
      options.graph,
      context.accessToken ? SERVICE_QUERY : PUBLIC_SERVICE_QUERY,
      { id: serviceIdOf(request.params.id) },
      context,
    );
    if (!data.service) throw serviceNotFound();
    return reply.send(serviceJsonOf(data.service));
  });

  app.post('/api/services', { schema: createServiceRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const form = await multipartForm(request, false);
    const photoIds = await stagePhotos(form, context);
    const data = await executeGraph<{ createService: GraphService }>(
      options.graph,
      CREATE_SERVICE,
      { input: { ...form.input, photoIds } },
      context,
    );
    return reply.status(201).send(serviceJsonOf(data.createService));
  });

  app.put('/api/services/:id', { schema: updateServiceRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const id = serviceIdOf(request.params.id);
    const form = await multipartForm(request, true);
    // Not the caller's (or no such service): refused before the new photos are stored.
    const { service } = await executeGraph<{ service: GraphService | null }>(
      options.graph,
      SERVICE_QUERY,
      { id },
      context,
    );
    if (!service || service.hostId !== context.userId) throw serviceNotFound();
    const photoIds = [...form.keepPhotoIds, ...(await stagePhotos(form, context))];
    const data = await executeGraph<{ updateService: GraphService }>(
      options.graph,
      UPDATE_SERVICE,
      { id, input: { ...form.input, photoIds } },
      context,
    );
    return reply.send(serviceJsonOf(data.updateService));
  });

  app.patch('/api/services/:id/status', { schema: setServiceStatusRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ setServiceStatus: GraphService }>(
      options.graph,
      SET_SERVICE_STATUS,
      { id: serviceIdOf(request.params.id), status: request.body.status },
      context,
    );
    return reply.send(serviceJsonOf(data.setServiceStatus));
  });

  app.delete('/api/services/:id', { schema: deleteServiceRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ deleteService: string }>(
      options.graph,
      DELETE_SERVICE,
      { id: serviceIdOf(request.params.id) },
      context,
    );
    return reply.send({ id: data.deleteService });
  });
}
