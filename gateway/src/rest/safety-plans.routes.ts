import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid } from '@village/kit/ids';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  BOOKING_SAFETY_QUERY,
  SAFETY_PLAN_CHANGES,
  SHARE_SAFETY_PLAN,
  type SafetyPlanChange,
} from './safety-plans.graph';
import {
  bookingSafetyRouteSchema,
  cancelSafetyPlanRouteSchema,
  checkInSafetyPlanRouteSchema,
  shareSafetyPlanRouteSchema,
  type BookingSafetyJson,
  type SafetyPlanJson,
} from './safety-plans.schemas';

export type SafetyPlansRoutesOptions = GraphRoutesOptions;

/** Bookings answers an unknown booking or plan with this too: nothing says whether it exists. */
const planNotFound = () =>
  new UpstreamRefusal(404, { message: 'Safety plan not found', code: 'SAFETY_PLAN_NOT_FOUND' });

function uuidOf(id: string): string {
  if (!isUuid(id)) throw planNotFound();
  return id;
}

/** A safe first meeting: a member's plan for a trusted contact, and its check-in; through the graph as the member. */
export async function safetyPlansRoutes(fastify: FastifyInstance, options: SafetyPlansRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);
  const change = async (request: FastifyRequest, id: string, mutation: SafetyPlanChange) => {
    const context = signedIn(request);
    const data = await executeGraph<Record<SafetyPlanChange, SafetyPlanJson>>(
      options.graph,
      SAFETY_PLAN_CHANGES[mutation],
      { id: uuidOf(id) },
      context,
    );
    return data[mutation];
  };

  app.get('/api/bookings/:id/safety-plan', { schema: bookingSafetyRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ bookingSafety: BookingSafetyJson }>(
      options.graph,
      BOOKING_SAFETY_QUERY,
      { bookingId: uuidOf(request.params.id) },
      context,
    );
    return reply.send(data.bookingSafety);
  });

  app.post('/api/bookings/:id/safety-plan', { schema: shareSafetyPlanRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const { contactName, contactEmail, meetingNote, checkInAt } = request.body;
    const data = await executeGraph<{ shareSafetyPlan: SafetyPlanJson }>(
      options.graph,
      SHARE_SAFETY_PLAN,
      {
        input: {
          bookingId: uuidOf(request.params.id),
          contactName,
          contactEmail,
          meetingNote: meetingNote ?? null,
          checkInAt: checkInAt || null,
        },
      },
      context,
    );
    return reply.status(201).send(data.shareSafetyPlan);
  });

  app.post('/api/safety-plans/:id/check-in', { schema: checkInSafetyPlanRouteSchema }, async (request, reply) =>
    reply.send(await change(request, request.params.id, 'checkInSafetyPlan')),
  );
  app.post('/api/safety-plans/:id/cancel', { schema: cancelSafetyPlanRouteSchema }, async (request, reply) =>
    reply.send(await change(request, request.params.id, 'cancelSafetyPlan')),
  );
}
