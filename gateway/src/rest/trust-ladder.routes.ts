import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  acceptVouchRouteSchema,
  declineVouchRouteSchema,
  getDbsCheckRouteSchema,
  listVouchesRouteSchema,
  recordDbsCheckRouteSchema,
  requestVouchRouteSchema,
  revokeDbsCheckRouteSchema,
  revokeVouchRouteSchema,
} from './trust-ladder.schemas';

const VOUCH = 'id memberId memberName voucherId voucherName status requestedAt decidedAt';
const LIST = `query Vouches { myVouchRequests { ${VOUCH} } vouchesAskedOfMe { ${VOUCH} } }`;
const REQUEST = `mutation RequestVouch($voucherId: ID!) { requestVouch(voucherId: $voucherId) { ${VOUCH} } }`;
const RESPOND = `mutation RespondToVouch($id: ID!, $accept: Boolean!) { respondToVouch(id: $id, accept: $accept) { ${VOUCH} } }`;
const REVOKE = `mutation RevokeVouch($id: ID!) { revokeVouch(id: $id) { ${VOUCH} } }`;
const DBS = 'memberId certificateLast4 issuedOn recordedAt';
const READ_DBS = `query DbsCheck($memberId: ID!) { dbsCheck(memberId: $memberId) { ${DBS} } }`;
const RECORD_DBS = `mutation RecordDbsCheck($memberId: ID!, $input: DbsCheckInput!) {
  recordDbsCheck(memberId: $memberId, input: $input) { ${DBS} }
}`;
const REVOKE_DBS = 'mutation RevokeDbsCheck($memberId: ID!) { revokeDbsCheck(memberId: $memberId) }';

/** /api/trust/vouches and /api/admin/members/:id/dbs-check: the trust ladder, through identity's part of the graph. */
export async function trustLadderRoutes(fastify: FastifyInstance, options: GraphRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.get('/api/trust/vouches', { schema: listVouchesRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ myVouchRequests: unknown; vouchesAskedOfMe: unknown }>(
      options.graph,
      LIST,
      {},
      signedIn(request),
    );
    return reply
      .header('cache-control', 'no-store')
      .send({ asked: data.myVouchRequests, askedOfMe: data.vouchesAskedOfMe } as never);
  });

  app.post('/api/trust/vouches', { schema: requestVouchRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ requestVouch: unknown }>(
      options.graph,
      REQUEST,
      { voucherId: request.body.voucherId },
      signedIn(request),
    );
    return reply.send(data.requestVouch as never);
  });

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    const schema = accept ? acceptVouchRouteSchema : declineVouchRouteSchema;
    app.post(`/api/trust/vouches/:id/${action}`, { schema }, async (request, reply) => {
      const data = await executeGraph<{ respondToVouch: unknown }>(
        options.graph,
        RESPOND,
        { id: request.params.id, accept },
        signedIn(request),
      );
      return reply.send(data.respondToVouch as never);
    });
  }

  app.post('/api/trust/vouches/:id/revoke', { schema: revokeVouchRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ revokeVouch: unknown }>(
      options.graph,
      REVOKE,
      { id: request.params.id },
      signedIn(request),
    );
    return reply.send(data.revokeVouch as never);
  });

  app.get('/api/admin/members/:id/dbs-check', { schema: getDbsCheckRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ dbsCheck: unknown }>(
      options.graph,
      READ_DBS,
      { memberId: request.params.id },
      signedIn(request),
    );
    return reply.header('cache-control', 'no-store').send(data.dbsCheck as never);
  });

  app.put('/api/admin/members/:id/dbs-check', { schema: recordDbsCheckRouteSchema }, async (request, reply) => {
    const { certificateNumber, issuedOn } = request.body;
    const data = await executeGraph<{ recordDbsCheck: unknown }>(
      options.graph,
      RECORD_DBS,
      { memberId: request.params.id, input: { certificateNumber, issuedOn } },
      signedIn(request),
    );
    return reply.send(data.recordDbsCheck as never);
  });

  app.delete('/api/admin/members/:id/dbs-check', { schema: revokeDbsCheckRouteSchema }, async (request, reply) => {
    await executeGraph(options.graph, REVOKE_DBS, { memberId: request.params.id }, signedIn(request));
    return reply.send({ memberId: request.params.id });
  });
}
