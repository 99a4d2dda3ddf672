import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid } from '@village/kit/ids';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { BOOKING_PICKUP_QUERY, RECORD_HANDOVER, SET_AUTHORISED_ADULTS } from './booking-pickups.graph';
import {
  bookingPickupRouteSchema,
  recordHandoverRouteSchema,
  setAuthorisedAdultsRouteSchema,
  type BookingPickupJson,
} from './booking-pickups.schemas';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';

const bookingNotFound = () => new UpstreamRefusal(404, { message: 'Booking not found', code: 'BOOKING_NOT_FOUND' });

function bookingIdOf(id: string): string {
  if (!isUuid(id)) throw bookingNotFound();
  return id;
}

/** Safe pickups of childcare bookings: who may collect the child, and the handover check-ins of both sides. */
export async function bookingPickupsRoutes(fastify: FastifyInstance, options: GraphRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);

  app.get('/api/bookings/:id/pickup', { schema: bookingPickupRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ bookingPickup: BookingPickupJson | null }>(
      options.graph,
      BOOKING_PICKUP_QUERY,
      { bookingId: bookingIdOf(request.params.id) },
      context,
    );
    if (!data.bookingPickup) throw bookingNotFound();
    return reply.send(data.bookingPickup);
  });

  app.put(
    '/api/bookings/:id/pickup/authorised-adults',
    { schema: setAuthorisedAdultsRouteSchema },
    async (request, reply) => {
      const context = signedIn(request);
      const data = await executeGraph<{ setAuthorisedAdults: BookingPickupJson }>(
        options.graph,
        SET_AUTHORISED_ADULTS,
        { bookingId: bookingIdOf(request.params.id), names: request.body.names },
        context,
      );
      return reply.send(data.setAuthorisedAdults);
    },
  );

  app.post('/api/bookings/:id/pickup/handovers', { schema: recordHandoverRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ recordHandover: BookingPickupJson }>(
      options.graph,
      RECORD_HANDOVER,
      { bookingId: bookingIdOf(request.params.id), kind: request.body.kind },
      context,
    );
    return reply.status(201).send(data.recordHandover);
  });
}
