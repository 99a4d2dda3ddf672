import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, noQuery } from '../../errors/error-response.schema';

export const dataExportRouteSchema = {
  summary: 'Everything Village holds about the signed-in member, as one ZIP archive (GDPR right of access)',
  description:
    'One JSON file per part of Village (identity, listings, bookings, community, matching, media, social), a ' +
    "README, and the member's profile and service photos as files. Never another member's private data: other " +
    'members appear by id or first name only.',
  tags: ['account'],
  querystring: noQuery,
  response: {
    200: {
      description: 'application/zip, sent as an attachment named village-data-YYYY-MM-DD.zip.',
      content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
    429: errorResponse('Too many exports by this member this hour; the Retry-After header says when to retry.'),
  },
};
