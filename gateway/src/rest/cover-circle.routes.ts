import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid } from '@village/kit/ids';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import {
  COVER_CIRCLE_CHANGES,
  COVER_CIRCLE_QUERY,
  COVER_REQUEST_CHANGES,
  COVER_REQUESTS_QUERY,
  REQUEST_COVER,
  type CoverCircleChange,
  type CoverRequestChange,
} from './cover-circle.graph';
import {
  acceptCoverRouteSchema,
  addCircleMemberRouteSchema,
  cancelCoverRouteSchema,
  coverCircleRouteSchema,
  coverRequestsRouteSchema,
  leaveCircleRouteSchema,
  removeCircleMemberRouteSchema,
  requestCoverRouteSchema,
  type CoverCircleJson,
  type CoverRequestJson,
} from './cover-circle.schemas';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';

export type CoverCircleRoutesOptions = GraphRoutesOptions;

/** Bookings answers these for an unknown id too: nothing says whether it exists. */
const NOT_FOUND = {
  member: () => new UpstreamRefusal(404, { message: 'Member not found', code: 'COVER_NOT_FOUND' }),
  request: () => new UpstreamRefusal(404, { message: 'Cover request not found', code: 'COVER_NOT_FOUND' }),
};

function uuidOf(id: string, notFound: () => UpstreamRefusal): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

/** An emergency cover circle and its urgent cover requests; through the graph as the member. */
export async function coverCircleRoutes(fastify: FastifyInstance, options: CoverCircleRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);
  const changeCircle = async (request: FastifyRequest, id: string, mutation: CoverCircleChange) => {
    const context = signedIn(request);
    const data = await executeGraph<Record<CoverCircleChange, CoverCircleJson>>(
      options.graph,
      COVER_CIRCLE_CHANGES[mutation],
      { id: uuidOf(id, NOT_FOUND.member) },
      context,
    );
    return data[mutation];
  };
  const answer = async (request: FastifyRequest, id: string, mutation: CoverRequestChange) => {
    const context = signedIn(request);
    const data = await executeGraph<Record<CoverRequestChange, CoverRequestJson>>(
      options.graph,
      COVER_REQUEST_CHANGES[mutation],
      { id: uuidOf(id, NOT_FOUND.request) },
      context,
    );
    return data[mutation];
  };

  app.get('/api/cover-circle', { schema: coverCircleRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ coverCircle: CoverCircleJson }>(options.graph, COVER_CIRCLE_QUERY, {}, context);
    return reply.send(data.coverCircle);
  });
  app.post('/api/cover-circle/members', { schema: addCircleMemberRouteSchema }, async (request, reply) =>
    reply.status(201).send(await changeCircle(request, request.body.memberId, 'addToCoverCircle')),
  );
  app.delete('/api/cover-circle/members/:id', { schema: removeCircleMemberRouteSchema }, async (request, reply) =>
    reply.send(await changeCircle(request, request.params.id, 'removeFromCoverCircle')),
  );
  app.delete('/api/cover-circle/memberships/:id', { schema: leaveCircleRouteSchema }, async (request, reply) =>
    reply.send(await changeCircle(request, request.params.id, 'leaveCoverCircle')),
  );

  app.get('/api/cover-requests', { schema: coverRequestsRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ coverRequests: CoverRequestJson[] }>(
      options.graph,
      COVER_REQUESTS_QUERY,
      {},
      context,
    );
    return reply.send(data.coverRequests);
  });
  app.post('/api/cover-requests', { schema: requestCoverRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const { day, fromTime, untilTime, children, note } = request.body;
    const data = await executeGraph<{ requestCover: CoverRequestJson }>(
      options.graph,
      REQUEST_COVER,
      { input: { day, fromTime, untilTime, children, note: note ?? null } },
      context,
    );
    return reply.status(201).send(data.requestCover);
  });
  app.post('/api/cover-requests/:id/accept', { schema: acceptCoverRouteSchema }, async (request, reply) =>
    reply.send(await answer(request, request.params.id, 'acceptCover')),
  );
  app.post('/api/cover-requests/:id/cancel', { schema: cancelCoverRouteSchema }, async (request, reply) =>
    reply.send(await answer(request, request.params.id, 'cancelCover')),
  );
}
