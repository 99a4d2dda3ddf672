import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { signedInContext, type GraphRoutesOptions } from './graph-routes-options';
import {
  BOOKING_QUERY,
  BOOKING_STATUS_CHANGES,
  GUEST_BOOKINGS_QUERY,
  HOST_BOOKINGS_QUERY,
  PAY_WITH_TEST_CARD,
  REQUEST_BOOKING,
  type BookingStatusChange,
  type GraphBooking,
} from './bookings.graph';
import {
  acceptBookingRouteSchema,
  bookingDetailRouteSchema,
  cancelBookingRouteSchema,
  declineBookingRouteSchema,
  guestBookingsRouteSchema,
  hostBookingsRouteSchema,
  payWithTestCardRouteSchema,
  requestBookingRouteSchema,
  type RequestBookingBody,
} from './bookings.schemas';
import { isUuid } from '@village/kit/ids';

export type BookingsRoutesOptions = GraphRoutesOptions;

const bookingNotFound = () => new UpstreamRefusal(404, { message: 'Booking not found', code: 'BOOKING_NOT_FOUND' });

/** A booking id is a uuid: anything else names no booking (404, as bookings would answer, without asking it). */
function bookingIdOf(id: string): string {
  if (!isUuid(id)) throw bookingNotFound();
  return id;
}

/** The guest's chosen donation as a number; empty or absent is none (the server prices everything else). */
function donationOf(totalAmount: RequestBookingBody['totalAmount']): number | null {
  if (totalAmount === undefined || totalAmount === null) return null;
  if (typeof totalAmount === 'number') return totalAmount;
  return totalAmount.trim() === '' ? null : Number(totalAmount);
}

/** The spec's /api/bookings calls, each through the graph as the signed-in member. */
export async function bookingsRoutes(fastify: FastifyInstance, options: BookingsRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest): GatewayContext => signedInContext(options, request);
  const changeStatus = async (request: FastifyRequest, id: string, change: BookingStatusChange) => {
    const context = signedIn(request);
    const data = await executeGraph<Record<BookingStatusChange, GraphBooking>>(
      options.graph,
      BOOKING_STATUS_CHANGES[change],
      { id: bookingIdOf(id) },
      context,
    );
    return data[change];
  };

  app.get('/api/bookings/guest', { schema: guestBookingsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ guestBookings: GraphBooking[] }>(
      options.graph,
      GUEST_BOOKINGS_QUERY,
      {},
      signedIn(request),
    );
    return reply.send({ bookings: data.guestBookings });
  });

  app.get('/api/bookings/host', { schema: hostBookingsRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ hostBookings: GraphBooking[] }>(
      options.graph,
      HOST_BOOKINGS_QUERY,
      {},
      signedIn(request),
    );
    return reply.send({ bookings: data.hostBookings });
  });

  app.get('/api/bookings/:id', { schema: bookingDetailRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    const data = await executeGraph<{ booking: GraphBooking | null }>(
      options.graph,
      BOOKING_QUERY,
      { id: bookingIdOf(request.params.id) },
      context,
    );
    if (!data.booking) throw bookingNotFound();
    return reply.send(data.booking);
  });

  app.post('/api/bookings', { schema: requestBookingRouteSchema }, async (request, reply) => {
    const context = signedIn(request);
    // hostId is informative only: the booking goes to the service's host, whoever the client names.
    const { serviceId, bookingDate, notes, totalAmount, authorisedAdults, careHours, childrenCount } = request.body;
    const data = await executeGraph<{ requestBooking: GraphBooking }>(
      options.graph,
      REQUEST_BOOKING,
      {
        input: {
          serviceId,
          bookingDate: bookingDate ?? null,
          notes: notes ?? null,
          totalAmount: donationOf(totalAmount),
          authorisedAdults: authorisedAdults ?? null,
          careHours: careHours ?? null,
          childrenCount: childrenCount ?? null,
        },
      },
      context,
    );
    return reply.status(201).send(data.requestBooking);
  });

  app.post('/api/bookings/:id/accept', { schema: acceptBookingRouteSchema }, async (request, reply) =>
    reply.send(await changeStatus(request, request.params.id, 'acceptBooking')),
  );
  app.post('/api/bookings/:id/decline', { schema: declineBookingRouteSchema }, async (request, reply) =>
    reply.send(await changeStatus(request, request.params.id, 'declineBooking')),
  );
  app.post('/api/bookings/:id/cancel', { schema: cancelBookingRouteSchema }, async (request, reply) =>
    reply.send(await changeStatus(request, request.params.id, 'cancelBooking')),
  );
  app.post('/api/bookings/:id/test-payment', { schema: payWithTestCardRouteSchema }, async (request, reply) => {
    const data = await executeGraph<{ payBookingWithTestCard: GraphBooking }>(
      options.graph,
      PAY_WITH_TEST_CARD,
      { id: bookingIdOf(request.params.id), card: request.body },
      signedIn(request),
    );
    return reply.send(data.payBookingWithTestCard);
  });
}
