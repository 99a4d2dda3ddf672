import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse, noQuery } from '../errors/error-response.schema';

export const adminOverviewSchema = z
  .object({
    members: z.number().int().describe('Member accounts (identity).'),
    pendingVerifications: z.number().int().describe('Identity verifications waiting for a decision (identity).'),
    services: z.number().int().describe('Listed services, whatever their status (listings).'),
    bookings: z.number().int().describe('Bookings ever requested, whatever their status (bookings).'),
    openQueries: z.number().int().describe('Unresolved contact queries (community).'),
    pendingPosts: z.number().int().describe('Forum posts waiting for moderation (community).'),
    openReports: z.number().int().describe("Members' reports waiting for an admin (community)."),
  })
  .meta({ id: 'AdminOverview' });

export type AdminOverviewJson = z.infer<typeof adminOverviewSchema>;

export const adminOverviewRouteSchema = {
  summary: "The admin overview's figures (admins only)",
  tags: ['admin'],
  querystring: noQuery,
  response: {
    200: jsonResponse(adminOverviewSchema, 'The figures, each from the service that owns it.'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
    403: errorResponse('Not an admin ("You don\'t have permission to access this page.").'),
  },
};
