import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';

export const contactQuerySchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    memberId: z.string().nullable().describe('The member who sent it when signed in; null for a visitor.'),
    isResolved: z.boolean(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'ContactQuery' });

export type ContactQueryJson = z.infer<typeof contactQuerySchema>;

export const contactQueryBodySchema = z
  .object(
    {
      firstName: formText('First name', 100),
      lastName: formText('Last name', 100),
      email: formText('Email', 254),
      subject: formText('Subject', 200),
      message: formText('Message', 5000),
      website: formText('Website', 500)
        .optional()
        .describe('A honeypot people never see: left empty. A filled one is answered 201 and dropped.'),
    },
    { error: 'Send the contact form as a JSON object.' },
  )
  .meta({ id: 'ContactQueryForm' })
  .describe('The contact form; community checks that each field is there and the email is valid.');

export const contactQueryIdParams = z.object({ id: z.string().max(100) });

const NOT_ADMIN = {
  401: errorResponse('Not signed in.'),
  403: errorResponse('Not an admin ("You don\'t have permission to access this page."), or a missing CSRF token.'),
};

export const submitContactQueryRouteSchema = {
  summary: 'Sends a query to the Village team, signed in or not; an acknowledgement goes to the email given',
  tags: ['contact'],
  body: contactQueryBodySchema,
  response: {
    201: jsonResponse(z.object({ received: z.literal(true) }), 'Received.'),
    ...WRITE_ERRORS,
    415: errorResponse('The body was not sent as application/json.'),
  },
};

export const listContactQueriesRouteSchema = {
  summary: 'Every contact query, unresolved first (admins only)',
  tags: ['contact', 'admin'],
  querystring: noQuery,
  response: {
    200: jsonResponse(z.object({ queries: z.array(contactQuerySchema) }), 'The queries.'),
    ...COMMON_ERRORS,
    ...NOT_ADMIN,
  },
};

export const resolveContactQueryRouteSchema = {
  summary: 'Marks an unresolved contact query resolved (admins only)',
  tags: ['contact', 'admin'],
  params: contactQueryIdParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(contactQuerySchema, 'The query, now resolved.'),
    ...WRITE_ERRORS,
    ...NOT_ADMIN,
    404: errorResponse('No such query.'),
    409: errorResponse('The query is already resolved: "This query is already resolved."'),
  },
};
